import type { Kysely } from 'kysely';
import { createOwnerBuckets, dropOwnerBuckets, type OwnerBuckets } from '../../../db/position-buckets';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// Every assigned candidate per UTC day of signing up: the super admin's /assigned list's total (their sum, instead
// of counting up to 10 000 rows on every call) and its position buckets (db/position-buckets.ts), so page 1000
// starts at its day (list benchmark, issue 15). A bulk load that bypasses triggers calls refresh_assigned_days().
const buckets: OwnerBuckets = {
  name: 'assigned_days',
  table: 'users',
  where: "role = 'user' and account_officer is not null",
  at: 'created_at',
  period: 'day',
};

export async function up(db: Kysely<any>): Promise<void> {
  await createOwnerBuckets(db, buckets);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropOwnerBuckets(db, buckets);
}
