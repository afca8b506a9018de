import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// A search of an officer's candidates or of every assigned one walks their newest rows and keeps those whose name or
// e-mail holds the term (users/repository.ts shapedSearch): with the names and e-mails (search_text; and, for an officer's, the
// status the users list filters on) in the index, the rows it passes over are index entries, not table rows.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_officer_candidates_idx`.execute(db);
  await sql`
    create index users_officer_candidates_idx on users (account_officer, created_at desc, id)
      include (status, search_text) where role = 'user'`.execute(db);
  await sql`drop index if exists users_assigned_created_idx`.execute(db);
  await sql`
    create index users_assigned_created_idx on users (created_at desc, id)
      include (search_text) where role = 'user' and account_officer is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_assigned_created_idx`.execute(db);
  await sql`
    create index users_assigned_created_idx on users (created_at desc, id)
      where role = 'user' and account_officer is not null`.execute(db);
  await sql`drop index if exists users_officer_candidates_idx`.execute(db);
  await sql`
    create index users_officer_candidates_idx on users (account_officer, created_at desc, id)
      where role = 'user'`.execute(db);
}
