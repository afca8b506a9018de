import type { Generated } from 'kysely';
import type { CreatedAt, NullableTimestamp, Timestamp } from '../../db/database-types';

export type CodePurpose = 'email_verification' | 'password_reset';

export interface OneTimeCodesTable {
  id: Generated<string>;
  user_id: string;
  purpose: CodePurpose;
  code_hash: string;
  expires_at: Timestamp;
  attempts: Generated<number>;
  consumed_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Session tokens ended one by one (sign-out), kept until they would have expired anyway. */
export interface EndedSessionsTable {
  jti: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

declare module '../../db/database-types' {
  interface Database {
    one_time_codes: OneTimeCodesTable;
    ended_sessions: EndedSessionsTable;
  }
}
