import { bucketsMigration } from '../../../db/position-buckets';

// Each candidate's applications per UTC day of applying: the position buckets of their applications list
// (db/position-buckets.ts), so page 1000 of a candidate's 20 000 applications starts at its day instead of walking
// 10 000 index entries (list benchmark, issue 12). Everyone's list uses the kept hours (application_hours_all).
// A bulk load that bypasses triggers calls refresh_application_days() afterwards.
export const { up, down } = bucketsMigration({
  name: 'application_days',
  table: 'applications',
  owner: 'user_id',
  at: 'applied_at',
  period: 'day',
});
