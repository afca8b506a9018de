import { bucketsMigration } from '../../../db/position-buckets';

// Each reader's notifications per UTC day received: the position buckets of their inbox (db/position-buckets.ts),
// so page 1000 of an inbox starts at its day instead of walking 10 000 index entries (list benchmark, issue 13).
// A bulk load that bypasses triggers calls refresh_inbox_days() afterwards.
export const { up, down } = bucketsMigration({
  name: 'inbox_days',
  table: 'notification_recipients',
  owner: 'user_id',
  at: 'created_at',
  period: 'day',
});
