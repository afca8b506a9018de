import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

/**
 * /subscribers?filter=unassigned: the subscribers with no officer, newest first, from their own small index.
 * With 95 % of 100 000 candidates assigned, the list and its capped count walked (or scanned) every candidate.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index users_unassigned_subscribers_idx on users (created_at desc, id)
    where role = 'user' and subscription is not null and account_officer is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_unassigned_subscribers_idx`.execute(db);
}
