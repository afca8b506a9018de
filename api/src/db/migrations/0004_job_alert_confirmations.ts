import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

export async function up(db: Kysely<any>): Promise<void> {
  // A sign-up waiting for its address to confirm it: the choices apply only once the e-mailed link is opened.
  await sql`
    create table job_alert_requests (
      id uuid primary key default gen_random_uuid(),
      email text not null unique check (email = lower(email)),
      experience text not null check (experience in ('0-2', '3-5', '6+')),
      locations text[] not null check (cardinality(locations) > 0),
      salary_range text not null check (salary_range in ('under-80k', '80k-120k', '120k-plus')),
      token_digest text not null unique,
      expires_at timestamptz not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index job_alert_requests_expires_idx on job_alert_requests (expires_at)`.execute(db);
  // The digest of the unsubscribe link sent when a subscription is confirmed.
  await sql`alter table job_alerts add column unsubscribe_digest text unique`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table job_alerts drop column if exists unsubscribe_digest`.execute(db);
  await sql`drop table if exists job_alert_requests`.execute(db);
}
