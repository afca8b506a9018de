import { sql, type Kysely } from 'kysely';
import { monthNames, type MonthName, type PaymentAmounts } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import type { SubscriptionPlanRow } from '../plans/tables';

/** The Professional CV option: $30, as the summary shows it (spec section 9 also mentions 10; see decisions). */
export const cvPriceCents = 3000;

/** The server's price of an order, in cents: plan price × months, plus the CV option; GST is 1/11 of the total. */
export function priceOrder(
  plan: Pick<SubscriptionPlanRow, 'price'>,
  monthCount: number,
  tailorCV: boolean,
): PaymentAmounts {
  const monthlyPrice = Math.round(Number(plan.price) * 100);
  const planAmount = monthlyPrice * monthCount;
  const cvAmount = tailorCV ? cvPriceCents : 0;
  const total = planAmount + cvAmount;
  return {
    currency: 'aud',
    monthlyPrice,
    months: monthCount,
    planAmount,
    cvAmount,
    total,
    gst: Math.round(total / 11),
  };
}

/** An order's amounts as its `payment_orders` row keeps them. */
export const orderAmountColumns = (amounts: PaymentAmounts) => ({
  monthly_price: amounts.monthlyPrice,
  plan_amount: amounts.planAmount,
  cv_amount: amounts.cvAmount,
  total: amounts.total,
  gst: amounts.gst,
});

/** Months run on UTC calendar months (see decisions). */
export const monthIndex = (month: MonthName) => monthNames.indexOf(month);
export const monthStart = (year: number, index: number) => new Date(Date.UTC(year, index, 1));

/** The months a candidate holds in a year: paid periods still active, and orders whose payment is processing. */
export async function takenMonths(db: Kysely<Database>, userId: string, year: number): Promise<Set<MonthName>> {
  const paid = await db
    .selectFrom('subscriptions')
    .select('months')
    .where('user_id', '=', userId)
    .where('kind', '=', sql.lit('paid'))
    .where('active', '=', sql.lit(true))
    .where('start_date', '>=', monthStart(year, 0))
    .where('start_date', '<', monthStart(year + 1, 0))
    .execute();
  const processing = await db
    .selectFrom('payment_orders')
    .select('months')
    .where('user_id', '=', userId)
    .where('year', '=', year)
    .where('status', '=', sql.lit('processing'))
    .execute();
  return new Set([...paid, ...processing].flatMap((row) => row.months as MonthName[]));
}

export type MonthsOnSale = { year: number; overlapped: MonthName[]; past: MonthName[] };

/**
 * The year on sale (this one, or the next once December of this one is taken), the months taken in it and the
 * months already gone by (this year only).
 */
export async function monthsOnSale(db: Kysely<Database>, userId: string, now = new Date()): Promise<MonthsOnSale> {
  const thisYear = now.getUTCFullYear();
  let year = thisYear;
  let taken = await takenMonths(db, userId, year);
  if (taken.has('Dec')) {
    year += 1;
    taken = await takenMonths(db, userId, year);
  }
  const past = year === thisYear ? monthNames.filter((_, index) => index < now.getUTCMonth()) : [];
  return { year, overlapped: monthNames.filter((month) => taken.has(month)), past };
}

/** The months of an order in `year` that have ended by `now` (a month is on sale until its last UTC day is over). */
export function monthsGoneBy(year: number, months: readonly MonthName[], now = new Date()): MonthName[] {
  return months.filter((month) => monthStart(year, monthIndex(month) + 1).getTime() <= now.getTime());
}

/** Consecutive months as periods: [Jan, Feb, Apr] → Jan–Feb and Apr, each from its first day to the next month's. */
export function periodsOf(year: number, months: readonly MonthName[]) {
  const sorted = [...new Set(months)].map(monthIndex).sort((a, b) => a - b);
  const periods: { months: MonthName[]; start: Date; end: Date }[] = [];
  for (const index of sorted) {
    const last = periods.at(-1);
    if (last && monthIndex(last.months.at(-1)!) === index - 1) {
      last.months.push(monthNames[index]!);
      last.end = monthStart(year, index + 1);
    } else
      periods.push({ months: [monthNames[index]!], start: monthStart(year, index), end: monthStart(year, index + 1) });
  }
  return periods;
}

/** Locks the candidate's row: one order decision at a time per candidate, on both databases. */
export async function lockCandidate(trx: Kysely<Database>, userId: string): Promise<void> {
  await sql`select id from users where id = ${userId} for update`.execute(trx);
}
