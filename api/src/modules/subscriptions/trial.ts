import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../../db/database-types';
import type { SubscriptionPlanRow } from '../plans/tables';
import type { SubscriptionRow } from './tables';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * A candidate's paid periods running now or paid for ahead (not yet expired), the first to start first (so the one
 * running now, when one runs, is the one the trial's refusal names): while they hold one, the free trial is not for
 * them and never becomes their plan.
 */
export const paidPeriodsAhead = (db: Transaction<Database> | Kysely<Database>, userId: string) =>
  db
    .selectFrom('subscriptions')
    .where('user_id', '=', userId)
    .where('kind', '=', sql.lit('paid'))
    .where('active', '=', sql.lit(true))
    .where('exp_date', '>', new Date())
    .orderBy('start_date')
    .orderBy('id');

/**
 * Starts a plan's free trial for a candidate (its trial_days from now) and makes it their plan, unless they hold a
 * paid period (`paidPeriodsAhead`; the subscription route refuses the trial then). One trial per candidate: undefined
 * when they have had one already. The subscription route and the demo seed both start trials here.
 */
export async function startFreeTrial(
  trx: Transaction<Database> | Kysely<Database>,
  userId: string,
  plan: Pick<SubscriptionPlanRow, 'id' | 'name' | 'trial_days'>,
  start = new Date(),
): Promise<SubscriptionRow | undefined> {
  const row = await trx
    .insertInto('subscriptions')
    .values({
      user_id: userId,
      plan_id: plan.id,
      plan_name: plan.name,
      kind: 'trial',
      start_date: start,
      exp_date: new Date(start.getTime() + plan.trial_days * dayMs),
    })
    .onConflict((conflict) => conflict.column('user_id').where('kind', '=', 'trial').doNothing())
    .returningAll()
    .executeTakeFirst();
  if (row)
    await trx
      .updateTable('users')
      .set({ subscription: plan.name })
      .where('id', '=', userId)
      .where(({ not, exists }) => not(exists(paidPeriodsAhead(trx, userId).select('id'))))
      .execute();
  return row;
}
