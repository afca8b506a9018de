import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

/**
 * The super admin's console (issue 16): the admins' audit log, the set-password links of new admins, and the
 * indexes the candidate lists filter on (plan, assigned officer's candidates by plan).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table admin_audit_log (
      id uuid primary key default gen_random_uuid(),
      admin_id uuid not null references users(id) on delete cascade,
      actor_id uuid references users(id) on delete set null,
      action text not null check (action in ('created', 'status', 'assigned', 'setupLinkSent', 'passwordSet')),
      status text,
      candidate_id uuid references users(id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index admin_audit_log_admin_idx on admin_audit_log (admin_id, created_at desc, id desc)`.execute(db);
  await sql`
    create table admin_setup_links (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      token_digest text not null unique,
      expires_at timestamptz not null,
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index admin_setup_links_user_idx on admin_setup_links (user_id, created_at desc)`.execute(db);
  // Subscribers (candidates with a plan), newest first, by plan: the /subscribers list walks this.
  await sql`
    create index users_subscribers_idx on users (subscription, created_at desc, id)
    where role = 'user' and subscription is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_subscribers_idx`.execute(db);
  await sql`drop table if exists admin_setup_links`.execute(db);
  await sql`drop table if exists admin_audit_log`.execute(db);
}
