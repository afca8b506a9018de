import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// Every subscriber newest first, with their officer and plan in the index: the subscribers list with every plan
// (all, or assigned to an officer who holds them) walks index entries only, so page 1000 skips 10 000 entries
// instead of reading 10 000 candidates (list benchmark, issue 16).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index users_subscribers_by_date_idx on users (created_at desc, id)
      include (account_officer, subscription) where role = 'user' and subscription is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_subscribers_by_date_idx`.execute(db);
}
