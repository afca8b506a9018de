import type { Kysely } from 'kysely';
import { createOwnerBuckets, dropOwnerBuckets, type OwnerBuckets } from '../../../db/position-buckets';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// The subscribers (candidates with a plan chosen) per UTC day of signing up, in all and per plan: the position
// buckets of the subscribers list with no officer filter (db/position-buckets.ts), so page 1000 starts at its day
// instead of walking 10 000 index entries (list benchmark, issue 16: 1.8 times the first page's time). A bulk load
// that bypasses triggers calls refresh_subscriber_days() and refresh_subscriber_plan_days().
const everyPlan: OwnerBuckets = {
  name: 'subscriber_days',
  table: 'users',
  where: "role = 'user' and subscription is not null",
  at: 'created_at',
  period: 'day',
};
const perPlan: OwnerBuckets = { ...everyPlan, name: 'subscriber_plan_days', owner: 'subscription', ownerType: 'text' };

export async function up(db: Kysely<any>): Promise<void> {
  await createOwnerBuckets(db, everyPlan);
  await createOwnerBuckets(db, perPlan);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropOwnerBuckets(db, perPlan);
  await dropOwnerBuckets(db, everyPlan);
}
