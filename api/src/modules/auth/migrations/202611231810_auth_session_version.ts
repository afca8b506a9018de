import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// Sessions that end (a per-account version every token carries, the tokens signed out one by one) and the
// sign-up ticket that keeps a pending password only for the browser that chose it.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table users add column session_version integer not null default 0`.execute(db);
  // Which browser chose a pending account's password (pre-hijacking): see auth/signup-ticket.ts.
  await sql`alter table users add column signup_ticket_digest text`.execute(db);
  await sql`
    create table ended_sessions (
      jti uuid primary key,
      user_id uuid not null references users(id) on delete cascade,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index ended_sessions_expires_idx on ended_sessions (expires_at)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists ended_sessions`.execute(db);
  await sql`alter table users drop column if exists signup_ticket_digest`.execute(db);
  await sql`alter table users drop column if exists session_version`.execute(db);
}
