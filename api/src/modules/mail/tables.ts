import type { Generated, Selectable } from 'kysely';
import type { CreatedAt, NullableTimestamp } from '../../db/database-types';

export type MailStatus = 'pending' | 'sent' | 'logged' | 'failed';

export interface MailOutboxTable {
  id: Generated<string>;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: Generated<MailStatus>;
  attempts: Generated<number>;
  next_attempt_at: CreatedAt;
  last_error: string | null;
  created_at: CreatedAt;
  sent_at: NullableTimestamp;
}

declare module '../../db/database-types' {
  interface Database {
    mail_outbox: MailOutboxTable;
  }
}

export type MailRow = Selectable<MailOutboxTable>;
