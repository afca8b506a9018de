import { bucketsMigration } from '../../../db/position-buckets';

// Every assigned candidate per UTC day of signing up: the super admin's /assigned list's total (their sum, instead
// of counting up to 10 000 rows on every call) and its position buckets (db/position-buckets.ts), so page 1000
// starts at its day (list benchmark, issue 15). A bulk load that bypasses triggers calls refresh_assigned_days().
export const { up, down } = bucketsMigration({
  name: 'assigned_days',
  table: 'users',
  where: "role = 'user' and account_officer is not null",
  at: 'created_at',
  period: 'day',
});
