import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';

export type NewNotification = {
  title: string;
  /** Rich text, already sanitised by the caller. */
  message: string;
  type: string;
  /** Null for notifications the portal itself sends. */
  sender: string | null;
  recipients: string[];
};

export async function createNotification(db: Kysely<Database>, notification: NewNotification): Promise<string> {
  const { id } = await db
    .insertInto('notifications')
    .values({
      title: notification.title,
      message: notification.message,
      type: notification.type,
      sender: notification.sender,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  if (notification.recipients.length > 0) {
    await db
      .insertInto('notification_recipients')
      .values(notification.recipients.map((user) => ({ notification_id: id, user_id: user })))
      .execute();
  }
  return id;
}

export async function countUnreadNotifications(db: Kysely<Database>, userId: string): Promise<number> {
  const { unread } = await db
    .selectFrom('notification_recipients')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('unread'))
    .where('user_id', '=', userId)
    .where('is_opened', '=', false)
    .executeTakeFirstOrThrow();
  return Number(unread);
}
