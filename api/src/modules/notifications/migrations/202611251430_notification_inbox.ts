import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

/**
 * The inbox: each recipient row carries the notification's time, so a reader's page is one walk of
 * (user_id, created_at) however many rows others have; the message's words are kept for search.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table notifications add column message_text text not null default ''`.execute(db);
  await sql`alter table notification_recipients add column created_at timestamptz not null default now()`.execute(db);
  await sql`
    update notification_recipients r set created_at = n.created_at
    from notifications n where n.id = r.notification_id`.execute(db);
  await sql`
    create index notification_recipients_inbox_idx
    on notification_recipients (user_id, created_at desc, notification_id desc)`.execute(db);
  await sql`create index notifications_sender_idx on notifications (sender)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists notifications_sender_idx`.execute(db);
  await sql`drop index if exists notification_recipients_inbox_idx`.execute(db);
  await sql`alter table notification_recipients drop column if exists created_at`.execute(db);
  await sql`alter table notifications drop column if exists message_text`.execute(db);
}
