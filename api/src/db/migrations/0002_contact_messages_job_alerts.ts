import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table contact_messages (
      id uuid primary key default gen_random_uuid(),
      name text not null,
      email text not null,
      phone text,
      subject text,
      message text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index contact_messages_created_idx on contact_messages (created_at desc)`.execute(db);

  await sql`
    create table job_alerts (
      id uuid primary key default gen_random_uuid(),
      email text not null unique check (email = lower(email)),
      experience text not null check (experience in ('0-2', '3-5', '6+')),
      locations text[] not null check (cardinality(locations) > 0),
      salary_range text not null check (salary_range in ('under-80k', '80k-120k', '120k-plus')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table if exists job_alerts`.execute(db);
  await sql`drop table if exists contact_messages`.execute(db);
}
