import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table users (
      id uuid primary key default gen_random_uuid(),
      first_name text not null,
      last_name text not null,
      email text not null unique check (email = lower(email)),
      password_hash text,
      role text not null default 'user' check (role in ('user', 'admin', 'superAdmin')),
      email_verified boolean not null default false,
      phone_number text,
      address text,
      location text,
      work_state text[] not null default '{}',
      job_title text[] not null default '{}',
      experience_level text,
      salary_range text,
      profile_picture text,
      status text not null default 'active' check (status in ('active', 'pending', 'suspended', 'deleted')),
      account_officer uuid references users(id) on delete set null,
      subscription text,
      step2 boolean not null default false,
      step3 boolean not null default false,
      step4 boolean not null default false,
      step5 boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index users_role_created_idx on users (role, created_at desc)`.execute(db);
  await sql`create index users_account_officer_idx on users (account_officer)`.execute(db);

  await sql`
    create table subscription_plans (
      id uuid primary key default gen_random_uuid(),
      name text not null unique check (name in ('Free', 'Silver', 'Gold')),
      price numeric(10, 2) not null check (price >= 0),
      application_limit integer check (application_limit is null or application_limit > 0),
      platform_limit integer not null check (platform_limit > 0),
      billing text not null check (billing in ('weekly', 'monthly')),
      trial_days integer not null default 0 check (trial_days >= 0),
      features text[] not null default '{}',
      created_at timestamptz not null default now()
    )`.execute(db);

  await sql`
    create table one_time_codes (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      purpose text not null check (purpose in ('email_verification', 'password_reset')),
      code_hash text not null,
      expires_at timestamptz not null,
      attempts integer not null default 0,
      consumed_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index one_time_codes_user_purpose_idx on one_time_codes (user_id, purpose)`.execute(db);

  await sql`
    create table notifications (
      id uuid primary key default gen_random_uuid(),
      title text not null,
      message text not null,
      type text not null default 'info',
      sender uuid references users(id) on delete set null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table notification_recipients (
      notification_id uuid not null references notifications(id) on delete cascade,
      user_id uuid not null references users(id) on delete cascade,
      is_opened boolean not null default false,
      opened_at timestamptz,
      primary key (notification_id, user_id)
    )`.execute(db);
  await sql`create index notification_recipients_unread_idx on notification_recipients (user_id) where not is_opened`.execute(
    db,
  );

  await sql`
    create table mail_outbox (
      id uuid primary key default gen_random_uuid(),
      "to" text not null,
      subject text not null,
      text text not null,
      html text not null,
      status text not null default 'pending' check (status in ('pending', 'sent', 'logged', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text,
      created_at timestamptz not null default now(),
      sent_at timestamptz
    )`.execute(db);
  await sql`create index mail_outbox_due_idx on mail_outbox (next_attempt_at) where status = 'pending'`.execute(db);
  await sql`create index mail_outbox_to_idx on mail_outbox ("to", created_at desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'mail_outbox',
    'notification_recipients',
    'notifications',
    'one_time_codes',
    'subscription_plans',
    'users',
  ]) {
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  }
}
