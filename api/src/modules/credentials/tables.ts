import type { Generated, Selectable } from 'kysely';
import type { CreatedAt } from '../../db/database-types';

/** One reveal of a platform password: the audit row the candidate reads as 'Who viewed my platform logins'. */
export interface CredentialViewsTable {
  id: Generated<string>;
  candidate_id: string;
  viewer_id: string | null;
  /** The viewer's name and role then (kept if the account is later renamed or removed). */
  viewer_first_name: string;
  viewer_last_name: string;
  viewer_role: string;
  portal_id: string | null;
  platform: string;
  viewed_at: CreatedAt;
}

declare module '../../db/database-types' {
  interface Database {
    credential_views: CredentialViewsTable;
  }
}

export type CredentialViewRow = Selectable<CredentialViewsTable>;
