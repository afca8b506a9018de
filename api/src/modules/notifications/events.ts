import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database-types';

/** The PostgreSQL channel every API instance listens on for notification events. */
export const notificationChannel = 'portal_notifications';

/**
 * A notification was stored (its recipients are in the table), a reader's unread count changed, or an account's
 * sessions were ended (suspension): its open streams are checked at once rather than at the next minute's check.
 */
export type NotificationEvent = { sent: string } | { read: string } | { sessionsEnded: string };

/**
 * NOTIFY inside the writer's transaction: PostgreSQL (and PGlite) deliver it when, and only if, it commits.
 * The payload names one id (8000 bytes is NOTIFY's limit; a send to everyone never lists its recipients).
 */
export async function publishNotificationEvent(trx: Kysely<Database>, event: NotificationEvent): Promise<void> {
  await sql`select pg_notify(${notificationChannel}, ${JSON.stringify(event)})`.execute(trx);
}

export function parseNotificationEvent(payload: string): NotificationEvent | null {
  try {
    const event = JSON.parse(payload) as Record<string, unknown>;
    if (typeof event.sent === 'string') return { sent: event.sent };
    if (typeof event.read === 'string') return { read: event.read };
    if (typeof event.sessionsEnded === 'string') return { sessionsEnded: event.sessionsEnded };
  } catch {
    // Not ours (another app on the channel): ignored.
  }
  return null;
}
