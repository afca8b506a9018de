import { sql } from 'kysely';
import type { MonthName } from '@portal/shared/contracts';
import type { DemoSeed } from '../../db/demo-seed';
import { periodsOf, priceOrder } from './pricing';

/** The demo candidate's billing history: two paid orders of last year, so /mysub shows invoices and expired periods. */
const demoOrders: { plan: 'Silver' | 'Gold'; months: MonthName[]; tailorCV: boolean; card: string }[] = [
  { plan: 'Silver', months: ['Sep', 'Oct'], tailorCV: true, card: '4242' },
  { plan: 'Gold', months: ['Dec'], tailorCV: false, card: '4242' },
];

const seed: DemoSeed = {
  order: 20,
  async run({ db, accounts }) {
    const existing = await db
      .selectFrom('payment_orders')
      .select('id')
      .where('user_id', '=', accounts.candidate)
      .limit(1)
      .executeTakeFirst();
    if (existing) return;
    const year = new Date().getUTCFullYear() - 1;
    const plans = await db.selectFrom('subscription_plans').selectAll().execute();
    await db.transaction().execute(async (trx) => {
      for (const [index, demo] of demoOrders.entries()) {
        const plan = plans.find((row) => row.name === demo.plan)!;
        const amounts = priceOrder(plan, demo.months.length, demo.tailorCV);
        const periods = periodsOf(year, demo.months);
        const paidAt = new Date(periods[0]!.start.getTime() - 2 * 24 * 60 * 60 * 1000);
        const order = await trx
          .insertInto('payment_orders')
          .values({
            user_id: accounts.candidate,
            plan_id: plan.id,
            plan_name: plan.name,
            year,
            months: demo.months,
            tailor_cv: demo.tailorCV,
            monthly_price: amounts.monthlyPrice,
            plan_amount: amounts.planAmount,
            cv_amount: amounts.cvAmount,
            total: amounts.total,
            gst: amounts.gst,
            provider: 'local',
            status: 'succeeded',
            intent_id: `pi_demo_${accounts.candidate.slice(0, 8)}_${index}`,
            client_secret: `pi_demo_${accounts.candidate.slice(0, 8)}_${index}_secret_demo`,
            card_last4: demo.card,
            invoice_number: sql<string>`nextval('payment_invoice_number_seq')`,
            paid_at: paidAt,
            created_at: paidAt,
            updated_at: paidAt,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        for (const period of periods)
          await trx
            .insertInto('subscriptions')
            .values({
              user_id: accounts.candidate,
              plan_id: plan.id,
              plan_name: plan.name,
              kind: 'paid',
              months: period.months,
              start_date: period.start,
              exp_date: period.end,
              order_id: order.id,
              created_at: paidAt,
            })
            .execute();
      }
    });
  },
};

export default seed;
