import type { Kysely } from 'kysely';
import { createCoarserBuckets, dropCoarserBuckets, type CoarserBuckets } from '../../../db/position-buckets';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// Every assigned candidate per week of signing up, over their days (assigned_days, migration 202611260600): the super
// admin's /assigned total sums some fifty weeks instead of every day (348 on the list benchmark's data, on every
// call), and a deep page finds its week, then its day. Kept by statement triggers on assigned_days; after a bulk load
// that bypassed triggers, refresh_assigned_days() then refresh_assigned_weeks().
const weeks: CoarserBuckets = {
  name: 'assigned_weeks',
  finer: 'assigned_days',
  lists: {},
  bucket: 'bucket',
  total: 'total',
  period: 'week',
};

export async function up(db: Kysely<any>): Promise<void> {
  await createCoarserBuckets(db, weeks);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropCoarserBuckets(db, weeks);
}
