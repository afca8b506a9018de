import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

export async function up(db: Kysely<any>): Promise<void> {
  // A stored file, owned by its uploader until a document attaches it to a profile.
  await sql`
    create table uploads (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      storage_key text not null unique,
      type text not null check (type in ('pdf', 'doc', 'docx')),
      size integer not null check (size > 0),
      original_name text not null,
      category text check (category in ('Resume/CV', 'Cover Letter')),
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index uploads_user_idx on uploads (user_id, created_at desc)`.execute(db);

  await sql`
    create table documents (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      upload_id uuid not null unique references uploads(id) on delete cascade,
      type text not null check (type in ('pdf', 'doc', 'docx')),
      title text not null,
      size integer not null check (size > 0),
      category text not null check (category in ('Resume/CV', 'Cover Letter')),
      is_default boolean not null default false,
      agree text not null default 'false' check (agree in ('true', 'false')),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (user_id, category)
    )`.execute(db);

  await sql`
    create table subscriptions (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      plan_id uuid not null references subscription_plans(id),
      plan_name text not null,
      kind text not null check (kind in ('trial', 'paid')),
      months text[] not null default '{}',
      start_date timestamptz not null,
      exp_date timestamptz not null,
      active boolean not null default true,
      created_at timestamptz not null default now(),
      check (exp_date > start_date)
    )`.execute(db);
  await sql`create index subscriptions_user_idx on subscriptions (user_id, created_at desc)`.execute(db);
  // One free trial per candidate, even under concurrent requests.
  await sql`create unique index subscriptions_one_trial_idx on subscriptions (user_id) where kind = 'trial'`.execute(
    db,
  );

  await sql`
    create table portals (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      name text not null check (name in ('Seek', 'Indeed', 'Jora', 'LinkedIn', 'Glassdoor')),
      had_an_account boolean not null,
      agreed boolean not null default false,
      credential_email text,
      credential_password_encrypted text,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      unique (user_id, name),
      check (
        (had_an_account and credential_email is not null and credential_password_encrypted is not null)
        or (not had_an_account and agreed and credential_email is null and credential_password_encrypted is null)
      )
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['portals', 'subscriptions', 'documents', 'uploads']) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
