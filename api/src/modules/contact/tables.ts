import type { Generated } from 'kysely';
import type { CreatedAt } from '../../db/database-types';

export interface ContactMessagesTable {
  id: Generated<string>;
  name: string;
  email: string;
  phone: string | null;
  subject: string | null;
  message: string;
  created_at: CreatedAt;
}

declare module '../../db/database-types' {
  interface Database {
    contact_messages: ContactMessagesTable;
  }
}
