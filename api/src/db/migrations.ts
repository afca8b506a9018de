import { sql, type Kysely } from 'kysely';
import { Migrator, type Migration, type MigrationProvider } from 'kysely/migration';

/**
 * Versioned migrations, in code so they ship inside the server and run at start.
 * Never edit one that has shipped: add the next number.
 */
const migrations: Record<string, Migration> = {
  '0001_users_plans_codes_notifications_outbox': {
    async up(db) {
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
    },
    async down(db) {
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
    },
  },
  '0002_contact_messages_job_alerts': {
    async up(db) {
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
    },
    async down(db) {
      await sql`drop table if exists job_alerts`.execute(db);
      await sql`drop table if exists contact_messages`.execute(db);
    },
  },
  '0003_documents_subscriptions_portals': {
    async up(db) {
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
    },
    async down(db) {
      for (const table of ['portals', 'subscriptions', 'documents', 'uploads']) {
        await sql`drop table if exists ${sql.table(table)}`.execute(db);
      }
    },
  },
  '0004_job_alert_confirmations': {
    async up(db) {
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
    },
    async down(db) {
      await sql`alter table job_alerts drop column if exists unsubscribe_digest`.execute(db);
      await sql`drop table if exists job_alert_requests`.execute(db);
    },
  },
  // Sessions that end (a per-account version every token carries, the tokens signed out one by one) and the
  // sign-up ticket that keeps a pending password only for the browser that chose it.
  '202611231810_auth_session_version': {
    async up(db) {
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
    },
    async down(db) {
      await sql`drop table if exists ended_sessions`.execute(db);
      await sql`alter table users drop column if exists signup_ticket_digest`.execute(db);
      await sql`alter table users drop column if exists session_version`.execute(db);
    },
  },
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

/** Brings the schema to the newest version; a second run finds nothing to do. */
// Migrations run against whatever schema exists, not the typed one (Kysely's own advice).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  // Kysely looks for its bookkeeping tables in every schema: name ours, or another schema's (a parallel
  // test suite, another app in the same database) is taken for this one's.
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider,
    migrationTableSchema: rows[0]?.schema ?? 'public',
    // Issues land in any order (0003 may ship before 0002): each migration runs once, whatever its neighbours did.
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((result) => result.status === 'Success').map((result) => result.migrationName);
}
