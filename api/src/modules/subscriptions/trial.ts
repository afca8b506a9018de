import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/database-types';
import type { SubscriptionPlanRow } from '../plans/tables';
import type { SubscriptionRow } from './tables';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Starts a plan's free trial for a candidate (its trial_days from now) and makes it their plan. One trial
 * per candidate: undefined when they have had one already. The subscription route and the demo seed both
 * start trials here.
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
  if (row) await trx.updateTable('users').set({ subscription: plan.name }).where('id', '=', userId).execute();
  return row;
}
