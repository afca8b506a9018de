import type { Kysely } from 'kysely';
import type { SubscriptionPlan } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import type { SubscriptionPlanRow } from './tables';

export function presentPlan(row: SubscriptionPlanRow): SubscriptionPlan {
  return {
    _id: row.id,
    id: row.id,
    name: row.name,
    planName: row.name,
    price: Number(row.price),
    applicationLimit: row.application_limit,
    platformLimit: row.platform_limit,
    billing: row.billing,
    trialDays: row.trial_days,
    features: row.features,
  };
}

/** Free, Silver, Gold in that order. */
export function listPlans(db: Kysely<Database>): Promise<SubscriptionPlanRow[]> {
  return db
    .selectFrom('subscription_plans')
    .selectAll()
    .orderBy((eb) => eb.case().when('name', '=', 'Free').then(0).when('name', '=', 'Silver').then(1).else(2).end())
    .execute();
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A plan by its id or its name ('Free', 'Silver', 'Gold'); null for anything else. */
export function findPlan(db: Kysely<Database>, idOrName: string): Promise<SubscriptionPlanRow | null> {
  const query = db.selectFrom('subscription_plans').selectAll();
  return (uuidPattern.test(idOrName) ? query.where('id', '=', idOrName) : query.where('name', '=', idOrName as 'Free'))
    .executeTakeFirst()
    .then((row) => row ?? null);
}
