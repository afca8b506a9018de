import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// A search of the subscribers (every one, an officer's, the unassigned, one plan's) walks their newest rows and keeps
// those whose name or e-mail holds the term (users/repository.ts shapedSearch): with the names and e-mails (search_text) in each
// index, the rows it passes over are index entries, not table rows.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_subscribers_by_date_idx`.execute(db);
  await sql`
    create index users_subscribers_by_date_idx on users (created_at desc, id)
      include (account_officer, subscription, search_text)
      where role = 'user' and subscription is not null`.execute(db);
  await sql`drop index if exists users_unassigned_subscribers_idx`.execute(db);
  await sql`
    create index users_unassigned_subscribers_idx on users (created_at desc, id)
      include (search_text)
      where role = 'user' and subscription is not null and account_officer is null`.execute(db);
  await sql`drop index if exists users_subscribers_idx`.execute(db);
  await sql`
    create index users_subscribers_idx on users (subscription, created_at desc, id)
      include (account_officer, search_text)
      where role = 'user' and subscription is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_subscribers_idx`.execute(db);
  await sql`
    create index users_subscribers_idx on users (subscription, created_at desc, id)
      where role = 'user' and subscription is not null`.execute(db);
  await sql`drop index if exists users_unassigned_subscribers_idx`.execute(db);
  await sql`
    create index users_unassigned_subscribers_idx on users (created_at desc, id)
      where role = 'user' and subscription is not null and account_officer is null`.execute(db);
  await sql`drop index if exists users_subscribers_by_date_idx`.execute(db);
  await sql`
    create index users_subscribers_by_date_idx on users (created_at desc, id)
      include (account_officer, subscription) where role = 'user' and subscription is not null`.execute(db);
}
