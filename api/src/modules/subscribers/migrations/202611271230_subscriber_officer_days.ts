import { bucketsMigration } from '../../../db/position-buckets';

// The subscribers who have an officer, per UTC day of signing up: the position buckets of the subscribers list's
// 'assigned' filter (db/position-buckets.ts) while no officer has been released (suspended or deleted: then some of
// those count as unassigned, and the page walks the list as before), so page 1000 starts at its day instead of
// walking 10 000 index entries (list benchmark: 2.2 times the first page's time). A bulk load that bypasses triggers
// calls refresh_subscriber_officer_days().
export const { up, down } = bucketsMigration({
  name: 'subscriber_officer_days',
  table: 'users',
  where: "role = 'user' and subscription is not null and account_officer is not null",
  at: 'created_at',
  period: 'day',
});
