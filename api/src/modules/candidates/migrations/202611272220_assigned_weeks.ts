import { coarserBucketsMigration } from '../../../db/position-buckets';

// Every assigned candidate per week of signing up, over their days (assigned_days, migration 202611260600): the super
// admin's /assigned total sums some fifty weeks instead of every day (348 on the list benchmark's data, on every
// call), and a deep page finds its week, then its day. Kept by statement triggers on assigned_days; after a bulk load
// that bypassed triggers, refresh_assigned_days() then refresh_assigned_weeks().
export const { up, down } = coarserBucketsMigration({
  name: 'assigned_weeks',
  finer: 'assigned_days',
  lists: {},
  bucket: 'bucket',
  total: 'total',
  period: 'week',
});
