import { coarserBucketsMigration } from '../../../db/position-buckets';

// The registered-candidates list's weeks over its days (candidate_days, migration 202611260500): a deep page of a
// filter finds its week first, then its day within it, instead of a running sum over every day before it (list
// benchmark: page 1000 of one state read 188 days). Kept by statement triggers on candidate_days; after a bulk load
// that bypassed triggers, refresh_candidate_days() then refresh_candidate_weeks().
export const { up, down } = coarserBucketsMigration({
  name: 'candidate_weeks',
  finer: 'candidate_days',
  lists: { verified: 'boolean', dimension: 'text', value: 'text' },
  bucket: 'day',
  total: 'total',
  period: 'week',
});
