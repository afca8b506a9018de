import type { Generated, Selectable } from 'kysely';
import type { Platform, Portal } from '@portal/shared/contracts';
import type { CreatedAt } from '../../db/database-types';

export interface PortalsTable {
  id: Generated<string>;
  user_id: string;
  name: Platform;
  had_an_account: boolean;
  agreed: Generated<boolean>;
  credential_email: string | null;
  /** AES-256-GCM envelope from the credentials cipher; never the password itself. */
  credential_password_encrypted: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** Each candidate's platforms as the staff lists show them, oldest first, kept by triggers (migrations/…_shown_portals.ts). */
export interface ShownPortalsTable {
  user_id: string;
  portals: Portal[];
}

declare module '../../db/database-types' {
  interface Database {
    portals: PortalsTable;
    shown_portals: ShownPortalsTable;
  }
}

export type PortalRow = Selectable<PortalsTable>;
