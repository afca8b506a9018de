import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/database-types';

/** The PostgreSQL channel every API instance listens on for notification events. */
export const notificationChannel = 'portal_notifications';

/**
 * A notification was stored (its recipients are in the table), a reader's unread count changed, or every session
 * of an account ended at once (its deletion): its open streams close now rather than at their next session check.
 */
export type NotificationEvent = { sent: string } | { read: string } | { ended: string };

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
    if (typeof event.ended === 'string') return { ended: event.ended };
  } catch {
    // Not ours (another app on the channel): ignored.
  }
  return null;
}
