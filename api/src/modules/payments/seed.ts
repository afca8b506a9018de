import { sql, type Kysely, type Transaction } from 'kysely';
import { monthNames, type MonthName } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import type { DemoSeed } from '../../db/demo-seed';
import type { SubscriptionPlanRow } from '../plans/tables';
import { orderAmountColumns, periodsOf, priceOrder } from './pricing';

const dayMs = 24 * 60 * 60 * 1000;

/** The demo candidate's billing history: two paid orders of last year, so /mysub shows invoices and expired periods. */
const demoOrders: { plan: 'Silver' | 'Gold'; months: MonthName[]; tailorCV: boolean; card: string }[] = [
  { plan: 'Silver', months: ['Sep', 'Oct'], tailorCV: true, card: '4242' },
  { plan: 'Gold', months: ['Dec'], tailorCV: false, card: '4242' },
];

type PaidOrder = {
  userId: string;
  plan: SubscriptionPlanRow;
  year: number;
  months: MonthName[];
  tailorCV: boolean;
  card: string;
  paidAt: Date;
  /** Unique per order of this seed: the demo intent's id. */
  intent: string;
};

/** A succeeded order, its invoice number and its paid periods, as a paid payment leaves them (orders.ts). */
async function insertPaidOrder(trx: Transaction<Database>, order: PaidOrder): Promise<void> {
  const amounts = priceOrder(order.plan, order.months.length, order.tailorCV);
  const row = await trx
    .insertInto('payment_orders')
    .values({
      user_id: order.userId,
      plan_id: order.plan.id,
      plan_name: order.plan.name,
      year: order.year,
      months: order.months,
      tailor_cv: order.tailorCV,
      ...orderAmountColumns(amounts),
      provider: 'local',
      status: 'succeeded',
      intent_id: `pi_demo_${order.intent}`,
      client_secret: `pi_demo_${order.intent}_secret_demo`,
      card_last4: order.card,
      invoice_number: sql<string>`nextval('payment_invoice_number_seq')`,
      paid_at: order.paidAt,
      created_at: order.paidAt,
      updated_at: order.paidAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const period of periodsOf(order.year, order.months))
    await trx
      .insertInto('subscriptions')
      .values({
        user_id: order.userId,
        plan_id: order.plan.id,
        plan_name: order.plan.name,
        kind: 'paid',
        months: period.months,
        start_date: period.start,
        exp_date: period.end,
        order_id: row.id,
        created_at: order.paidAt,
      })
      .execute();
}

/** The calendar months, per year, that the days from `start` to `end` touch (months run on UTC months). */
function monthsTouched(start: Date, end: Date): { year: number; months: MonthName[] }[] {
  const last = new Date(Math.max(start.getTime(), end.getTime() - 1));
  const years: { year: number; months: MonthName[] }[] = [];
  for (let year = start.getUTCFullYear(); year <= last.getUTCFullYear(); year += 1) {
    const first = year === start.getUTCFullYear() ? start.getUTCMonth() : 0;
    const final = year === last.getUTCFullYear() ? last.getUTCMonth() : 11;
    years.push({ year, months: monthNames.slice(first, final + 1) });
  }
  return years;
}

async function seedDemoCandidateOrders(db: Kysely<Database>, candidate: string, plans: SubscriptionPlanRow[]) {
  const existing = await db
    .selectFrom('payment_orders')
    .select('id')
    .where('user_id', '=', candidate)
    .limit(1)
    .executeTakeFirst();
  if (existing) return;
  const year = new Date().getUTCFullYear() - 1;
  await db.transaction().execute(async (trx) => {
    for (const [index, demo] of demoOrders.entries()) {
      const paidAt = new Date(periodsOf(year, demo.months)[0]!.start.getTime() - 2 * dayMs);
      await insertPaidOrder(trx, {
        userId: candidate,
        plan: plans.find((row) => row.name === demo.plan)!,
        year,
        months: demo.months,
        tailorCV: demo.tailorCV,
        card: demo.card,
        paidAt,
        intent: `${candidate.slice(0, 8)}_${index}`,
      });
    }
  });
}

/**
 * The paid plans the other demo seeds give their candidates (admins, candidates) were bought: each gets the order a
 * payment would have left (an invoice on the candidate's /mysub, this month's revenue on the super admin's
 * dashboard), paid on the day the plan started, with the periods of the calendar months bought in place of the
 * seeded one, as a purchase makes them (so those months are taken when the candidate buys more).
 */
async function seedOrdersForPaidPlans(db: Kysely<Database>, plans: SubscriptionPlanRow[]) {
  const unpaid = await db
    .selectFrom('subscriptions')
    .select(['id', 'user_id', 'plan_id', 'start_date', 'exp_date'])
    .where('kind', '=', sql.lit('paid'))
    .where('order_id', 'is', null)
    .execute();
  if (unpaid.length === 0) return;
  await db.transaction().execute(async (trx) => {
    for (const subscription of unpaid) {
      const plan = plans.find((row) => row.id === subscription.plan_id);
      if (!plan || Number(plan.price) <= 0) continue;
      const start = new Date(subscription.start_date);
      const paidAt = new Date(Math.min(start.getTime(), Date.now()));
      // The seeded row gives way to what the purchase leaves: one order per year (an order buys months of one year).
      await trx.deleteFrom('subscriptions').where('id', '=', subscription.id).execute();
      for (const [index, { year, months }] of monthsTouched(start, new Date(subscription.exp_date)).entries())
        await insertPaidOrder(trx, {
          userId: subscription.user_id,
          plan,
          year,
          months,
          tailorCV: false,
          card: '4242',
          paidAt,
          intent: `${subscription.id}_${index}`,
        });
    }
  });
}

const seed: DemoSeed = {
  // After the seeds that give candidates their plans (admins, candidates: 30).
  order: 40,
  async run({ db, accounts }) {
    const plans = await db.selectFrom('subscription_plans').selectAll().execute();
    await seedDemoCandidateOrders(db, accounts.candidate, plans);
    await seedOrdersForPaidPlans(db, plans);
  },
};

export default seed;
