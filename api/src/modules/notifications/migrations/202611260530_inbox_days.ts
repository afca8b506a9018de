import type { Kysely } from 'kysely';
import { createOwnerBuckets, dropOwnerBuckets, type OwnerBuckets } from '../../../db/position-buckets';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// Each reader's notifications per UTC day received: the position buckets of their inbox (db/position-buckets.ts),
// so page 1000 of an inbox starts at its day instead of walking 10 000 index entries (list benchmark, issue 13).
// A bulk load that bypasses triggers calls refresh_inbox_days() afterwards.
const buckets: OwnerBuckets = {
  name: 'inbox_days',
  table: 'notification_recipients',
  owner: 'user_id',
  at: 'created_at',
  period: 'day',
};

export async function up(db: Kysely<any>): Promise<void> {
  await createOwnerBuckets(db, buckets);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropOwnerBuckets(db, buckets);
}
