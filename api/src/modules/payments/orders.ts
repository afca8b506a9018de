import { sql, type Kysely } from 'kysely';
import type Stripe from 'stripe';
import type { FastifyInstance } from 'fastify';
import { monthNames, type MonthName, type PaymentStatus } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import { HttpError } from '../../plugins/errors';
import { fillMessage, sharedMessages } from '@portal/shared/texts';
import { findPlan } from '../plans/repository';
import { enqueueMail } from '../mail/outbox';
import { planOfRecord } from '../applications/plan-now';
import { refreshOnboardingSteps } from '../users/onboarding';
import {
  lockCandidate,
  monthsGoneBy,
  monthsOnSale,
  orderAmountColumns,
  periodsOf,
  priceOrder,
  takenMonths,
} from './pricing';
import { paymentMails, paymentMessages } from './texts';
import type { PaymentOrderRow } from './tables';

const sortMonths = (months: readonly MonthName[]) =>
  [...months].sort((a, b) => monthNames.indexOf(a) - monthNames.indexOf(b));
export const invoiceNumber = (order: Pick<PaymentOrderRow, 'invoice_number'>) =>
  order.invoice_number === null ? '' : `INV-${String(order.invoice_number).padStart(6, '0')}`;

/** Statuses in which an order still waits for the candidate (a new order replaces it). */
const openStatuses: PaymentStatus[] = ['requires_payment_method', 'requires_confirmation', 'requires_action'];

/** Refuses (400) months that have ended: when an order is made, and again just before it is paid. */
export function refuseMonthsGoneBy(year: number, months: readonly MonthName[]): void {
  const gone = monthsGoneBy(year, months);
  if (gone.length) throw new HttpError(400, fillMessage(paymentMessages.monthsPast, { months: gone.join(', ') }));
}

/** Where applying a payment sends its e-mails: the candidate's links, and the support address for staff. */
export type PaymentMailing = { publicUrl: string; supportEmail: string };

/**
 * A candidate's order for a paid plan and some months, priced here. The same choice again while its order is open
 * answers that order (a double click, a retry): one order, one PaymentIntent (Idempotency-Key per order).
 * A different choice cancels the open order and its intent.
 */
export async function createOrder(
  app: FastifyInstance,
  userId: string,
  choice: { months: MonthName[]; subscriptionPlanID: string; tailorCV: boolean },
): Promise<PaymentOrderRow> {
  const plan = await findPlan(app.db, choice.subscriptionPlanID);
  if (!plan) throw new HttpError(400, sharedMessages.invalidPlan);
  if (Number(plan.price) <= 0) throw new HttpError(400, paymentMessages.freePlanNoPayment);
  const months = sortMonths(choice.months);
  const sale = await monthsOnSale(app.db, userId);
  refuseMonthsGoneBy(sale.year, months);
  const amounts = priceOrder(plan, months.length, choice.tailorCV);

  const { order, replaced } = await app.db.transaction().execute(async (trx) => {
    await lockCandidate(trx, userId);
    const taken = await takenMonths(trx, userId, sale.year);
    const overlapping = months.filter((month) => taken.has(month));
    if (overlapping.length)
      throw new HttpError(409, fillMessage(paymentMessages.monthsTaken, { months: overlapping.join(', ') }));
    const open = await trx
      .selectFrom('payment_orders')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', 'in', openStatuses)
      .execute();
    const same = open.find(
      (row) =>
        row.plan_id === plan.id &&
        row.year === sale.year &&
        row.tailor_cv === choice.tailorCV &&
        row.total === amounts.total &&
        row.months.join() === months.join() &&
        row.status === 'requires_payment_method',
    );
    if (same) return { order: same, replaced: [] as PaymentOrderRow[] };
    if (open.length)
      await trx
        .updateTable('payment_orders')
        .set({ status: 'canceled', updated_at: new Date() })
        .where(
          'id',
          'in',
          open.map((row) => row.id),
        )
        .execute();
    const inserted = await trx
      .insertInto('payment_orders')
      .values({
        user_id: userId,
        plan_id: plan.id,
        plan_name: plan.name,
        year: sale.year,
        months,
        tailor_cv: choice.tailorCV,
        ...orderAmountColumns(amounts),
        provider: app.payments.mode,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return { order: inserted, replaced: open };
  });

  await cancelAtProvider(app, replaced);
  if (order.intent_id && order.client_secret) return order;

  const intent = await app.payments.stripe.paymentIntents
    .create(
      {
        amount: order.total,
        currency: 'aud',
        description: `${order.plan_name} plan, ${order.months.join(', ')} ${order.year}${order.tailor_cv ? ', Professional CV' : ''}`,
        metadata: { order_id: order.id, user_id: userId },
        ...(app.payments.mode === 'stripe' ? { automatic_payment_methods: { enabled: true } } : {}),
      },
      { idempotencyKey: `order-${order.id}` },
    )
    .catch((error: unknown) => {
      app.log.error({ err: error, orderId: order.id }, 'Creating the PaymentIntent failed');
      throw new HttpError(502, paymentMessages.providerUnavailable);
    });
  return app.db
    .updateTable('payment_orders')
    .set({ intent_id: intent.id, client_secret: intent.client_secret, updated_at: new Date() })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Cancels the PaymentIntents of orders this server has canceled (replaced, or their account deleted), after the commit. */
export async function cancelAtProvider(
  app: FastifyInstance,
  orders: readonly Pick<PaymentOrderRow, 'id' | 'intent_id'>[],
): Promise<void> {
  for (const order of orders)
    if (order.intent_id)
      await app.payments.stripe.paymentIntents.cancel(order.intent_id).catch((error: unknown) => {
        app.log.warn({ err: error, orderId: order.id }, 'Could not cancel the PaymentIntent of a canceled order');
      });
}

/**
 * Before a candidate's account is deleted, in its transaction: a payment with the provider now (processing) refuses
 * the deletion (409: its outcome is not known yet, and it would charge an account that is gone); every order still
 * waiting for a card is canceled. Answers the canceled orders, whose intents `cancelAtProvider` cancels after the commit.
 */
export async function closeOrdersOfLeavingAccount(
  trx: Kysely<Database>,
  userId: string,
  inProgress: string,
): Promise<Pick<PaymentOrderRow, 'id' | 'intent_id'>[]> {
  const processing = await trx
    .selectFrom('payment_orders')
    .select('id')
    .where('user_id', '=', userId)
    .where('status', '=', 'processing')
    .forUpdate()
    .executeTakeFirst();
  if (processing) throw new HttpError(409, inProgress);
  return trx
    .updateTable('payment_orders')
    .set({ status: 'canceled', updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('status', 'in', openStatuses)
    .returning(['id', 'intent_id'])
    .execute();
}

/**
 * The months of a succeeded order that had already ended when it was paid: a payment the provider settled late. Any,
 * and the order started no plan and is to be refunded (`applyIntent`); none for every other order.
 */
export function monthsEndedWhenPaid(order: PaymentOrderRow): MonthName[] {
  if (order.status !== 'succeeded' || !order.paid_at) return [];
  return monthsGoneBy(order.year, order.months, new Date(order.paid_at));
}

/**
 * Brings an order to its intent's status, in the caller's transaction. A succeeded intent activates the order
 * once: its periods, the candidate's plan and the receipt e-mail; nothing ever moves an order back from there.
 * A payment that succeeded only after one of its months had ended (the provider settled it late) is kept as paid
 * but starts nothing: the candidate is told, and the support address is asked to refund it; so is one that succeeded
 * after its candidate deleted the account (the support address only).
 */
export async function applyIntent(
  trx: Kysely<Database>,
  intent: Pick<Stripe.PaymentIntent, 'id' | 'status' | 'last_payment_error'>,
  mailing: PaymentMailing,
): Promise<PaymentOrderRow | undefined> {
  const order = await trx
    .selectFrom('payment_orders')
    .selectAll()
    .where('intent_id', '=', intent.id)
    .forUpdate()
    .executeTakeFirst();
  if (!order || order.status === 'succeeded') return order;
  if (intent.status !== 'succeeded') {
    // A replaced (canceled) order keeps its status unless its payment went through after all.
    const lastPaymentError = intent.last_payment_error?.message ?? null;
    if (
      order.status === 'canceled' ||
      (order.status === intent.status && order.last_payment_error === lastPaymentError)
    )
      return order;
    return trx
      .updateTable('payment_orders')
      .set({ status: intent.status as PaymentStatus, last_payment_error: lastPaymentError, updated_at: new Date() })
      .where('id', '=', order.id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  const paid = await trx
    .updateTable('payment_orders')
    .set({
      status: 'succeeded',
      last_payment_error: null,
      paid_at: new Date(),
      invoice_number: sql<string>`nextval('payment_invoice_number_seq')`,
      updated_at: new Date(),
    })
    .where('id', '=', order.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  const candidate = await trx
    .selectFrom('users')
    .select(['email', 'first_name', 'status'])
    .where('id', '=', paid.user_id)
    .executeTakeFirstOrThrow();
  if (candidate.status === 'deleted') {
    // Settled after the account was deleted (the deletion cancels what waits for a card): nothing to start, no one
    // to tell; the support address is asked to refund it.
    await enqueueMail(trx, {
      to: mailing.supportEmail,
      ...paymentMails.refundForDeletedAccount({
        number: invoiceNumber(paid),
        orderId: paid.id,
        intentId: intent.id,
        userId: paid.user_id,
        total: paid.total,
        year: paid.year,
        months: paid.months,
      }),
    });
    return paid;
  }
  const gone = monthsEndedWhenPaid(paid);
  if (gone.length) {
    const late = { number: invoiceNumber(paid), total: paid.total, year: paid.year, months: paid.months, gone };
    await enqueueMail(trx, {
      to: candidate.email,
      ...paymentMails.paidTooLate({ ...late, firstName: candidate.first_name }),
    });
    await enqueueMail(trx, {
      to: mailing.supportEmail,
      ...paymentMails.refundNeeded({ ...late, orderId: paid.id, intentId: intent.id, email: candidate.email }),
    });
    return paid;
  }
  for (const period of periodsOf(paid.year, paid.months))
    await trx
      .insertInto('subscriptions')
      .values({
        user_id: paid.user_id,
        plan_id: paid.plan_id,
        plan_name: paid.plan_name,
        kind: 'paid',
        months: period.months,
        start_date: period.start,
        exp_date: period.end,
        order_id: paid.id,
      })
      .execute();
  // The plan now, else this one paid for ahead: a Silver month running stays Silver until the Gold paid for starts.
  await trx
    .updateTable('users')
    .set({ subscription: sql<string>`coalesce(${planOfRecord(sql.val(paid.user_id))}, ${paid.plan_name})` })
    .where('id', '=', paid.user_id)
    .execute();
  await refreshOnboardingSteps(trx, paid.user_id);
  await enqueueMail(trx, {
    to: candidate.email,
    ...paymentMails.receipt({
      firstName: candidate.first_name,
      number: invoiceNumber(paid),
      planName: paid.plan_name,
      year: paid.year,
      months: paid.months,
      tailorCV: paid.tailor_cv,
      planAmount: paid.plan_amount,
      cvAmount: paid.cv_amount,
      total: paid.total,
      gst: paid.gst,
      link: `${mailing.publicUrl}/mysub`,
    }),
  });
  return paid;
}

/** Re-reads the intent from the provider (outside any transaction) and applies it: the server's own check. */
export async function syncOrder(app: FastifyInstance, intentId: string): Promise<PaymentOrderRow | undefined> {
  const intent = await app.payments.stripe.paymentIntents.retrieve(intentId);
  return app.db.transaction().execute((trx) => applyIntent(trx, intent, app.config));
}
