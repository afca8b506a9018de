import type { Generated, Selectable } from 'kysely';
import type { AuditAction } from '@portal/shared/contracts';
import type { CreatedAt, NullableTimestamp, Timestamp } from '../../db/database-types';

/** Who did what to which admin, and when: status changes, assignments, set-up links (issue 16). */
export interface AdminAuditLogTable {
  id: Generated<string>;
  /** The order entries were written in, which breaks ties between entries of one transaction (one time). */
  seq: Generated<string>;
  /** The admin the entry is about. */
  admin_id: string;
  /** The super admin who acted (null when the admin acted themself, e.g. setting their password). */
  actor_id: string | null;
  action: AuditAction;
  /** The new status of a status change. */
  status: string | null;
  /** The candidate of an assignment. */
  candidate_id: string | null;
  created_at: CreatedAt;
}

/** The e-mailed, single-use link with which a new admin chooses their password; only the newest one works. */
export interface AdminSetupLinksTable {
  id: Generated<string>;
  user_id: string;
  token_digest: string;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: CreatedAt;
}

declare module '../../db/database-types' {
  interface Database {
    admin_audit_log: AdminAuditLogTable;
    admin_setup_links: AdminSetupLinksTable;
  }
}

export type AdminSetupLinkRow = Selectable<AdminSetupLinksTable>;
