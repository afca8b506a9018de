import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// The registered-candidates list (verified or not, newest first, with a preferred state, experience level or plan)
// walked from one index alone: its filters are in the index, so the candidates a page skips or a filter passes over
// are index entries, not table rows (list benchmark, issue 16: a filter that one candidate in eight passes read
// eight rows for each one listed).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index users_registered_idx on users (email_verified, created_at desc, id)
      include (status, work_state, experience_level, subscription) where role = 'user'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_registered_idx`.execute(db);
}
