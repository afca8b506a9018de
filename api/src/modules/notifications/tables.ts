import type { ColumnType, Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../../db/database-types';

export interface NotificationsTable {
  id: Generated<string>;
  title: string;
  message: string;
  /** The message's words (search), derived from `message` when it is stored. */
  message_text: Generated<string>;
  type: string;
  sender: string | null;
  created_at: CreatedAt;
}

export interface NotificationRecipientsTable {
  notification_id: string;
  user_id: string;
  is_opened: Generated<boolean>;
  opened_at: NullableTimestamp;
  /** The notification's own time, kept here so a reader's inbox is one index walk. */
  created_at: CreatedAt;
}

/** Each reader's number of recipient rows, kept by triggers (migration 202611251900_inbox_counts). */
export interface InboxCountsTable {
  user_id: string;
  total: ColumnType<number, never, never>;
}

declare module '../../db/database-types' {
  interface Database {
    inbox_counts: InboxCountsTable;
    notifications: NotificationsTable;
    notification_recipients: NotificationRecipientsTable;
  }
}
