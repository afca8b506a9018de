import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// Orders priced by the server, the provider's events seen (deduplication), the local provider's intents and its
// webhook outbox, and the subscription periods a paid order starts.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence payment_invoice_number_seq`.execute(db);
  await sql`
    create table payment_orders (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users(id) on delete cascade,
      plan_id uuid not null references subscription_plans(id),
      plan_name text not null,
      year integer not null check (year between 2000 and 3000),
      months text[] not null check (cardinality(months) between 1 and 12),
      tailor_cv boolean not null,
      monthly_price integer not null check (monthly_price >= 0),
      plan_amount integer not null check (plan_amount >= 0),
      cv_amount integer not null check (cv_amount >= 0),
      total integer not null check (total > 0),
      gst integer not null check (gst >= 0),
      currency text not null default 'aud',
      provider text not null check (provider in ('local', 'stripe')),
      status text not null default 'requires_payment_method',
      intent_id text unique,
      client_secret text unique,
      last_payment_error text,
      card_last4 text check (card_last4 ~ '^[0-9]{4}$'),
      invoice_number bigint unique,
      paid_at timestamptz,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index payment_orders_user_idx on payment_orders (user_id, created_at desc)`.execute(db);
  await sql`create index payment_orders_paid_idx on payment_orders (user_id, paid_at desc) where status = 'succeeded'`.execute(
    db,
  );

  // Every provider event applied, by its id: inserted in the transaction of its effect, so a replay does nothing.
  await sql`
    create table payment_events (
      id text primary key,
      type text not null,
      intent_id text,
      received_at timestamptz not null default now()
    )`.execute(db);

  // The local test provider's PaymentIntents (what Stripe keeps on its side).
  await sql`
    create table local_payment_intents (
      id text primary key,
      client_secret text not null unique,
      idempotency_key text unique,
      amount integer not null,
      currency text not null,
      status text not null,
      metadata jsonb not null default '{}',
      last_payment_error jsonb,
      next_action jsonb,
      card_last4 text,
      settles_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index local_payment_intents_settle_idx on local_payment_intents (settles_at) where status = 'processing'`.execute(
    db,
  );

  // The local provider's signed events, delivered to POST /api/payments/webhook with retries.
  await sql`
    create table local_webhook_outbox (
      id uuid primary key default gen_random_uuid(),
      event_id text not null unique,
      payload text not null,
      status text not null default 'pending' check (status in ('pending', 'delivered', 'failed')),
      attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(),
      last_error text,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index local_webhook_outbox_due_idx on local_webhook_outbox (next_attempt_at) where status = 'pending'`.execute(
    db,
  );

  // A paid period belongs to the order that paid it; one period per run of consecutive months.
  await sql`alter table subscriptions add column order_id uuid references payment_orders(id) on delete cascade`.execute(
    db,
  );
  await sql`create unique index subscriptions_order_period_idx on subscriptions (order_id, start_date) where order_id is not null`.execute(
    db,
  );
  await sql`create index subscriptions_user_paid_idx on subscriptions (user_id, exp_date) where kind = 'paid'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists subscriptions_user_paid_idx`.execute(db);
  await sql`drop index if exists subscriptions_order_period_idx`.execute(db);
  await sql`alter table subscriptions drop column if exists order_id`.execute(db);
  for (const table of ['local_webhook_outbox', 'local_payment_intents', 'payment_events', 'payment_orders'])
    await sql`drop table if exists ${sql.table(table)}`.execute(db);
  await sql`drop sequence if exists payment_invoice_number_seq`.execute(db);
}
