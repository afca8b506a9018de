import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely';
import type { Role, User } from '@portal/shared/contracts';
import type { CreatedAt } from '../../db/database-types';

export type UserStatus = 'active' | 'pending' | 'suspended' | 'deleted';

export interface UsersTable {
  id: Generated<string>;
  first_name: string;
  last_name: string;
  email: string;
  password_hash: string | null;
  role: Role;
  email_verified: Generated<boolean>;
  phone_number: string | null;
  address: string | null;
  location: string | null;
  work_state: Generated<string[]>;
  job_title: Generated<string[]>;
  experience_level: string | null;
  salary_range: string | null;
  profile_picture: string | null;
  status: Generated<UserStatus>;
  account_officer: string | null;
  subscription: string | null;
  step2: Generated<boolean>;
  step3: Generated<boolean>;
  step4: Generated<boolean>;
  step5: Generated<boolean>;
  /** Bumped when every session of the account must end (password reset or change); tokens carry the one they got. */
  session_version: Generated<number>;
  /** Digest of the ticket held by the browser of the latest sign-up of a still unverified address. */
  signup_ticket_digest: string | null;
  /** Name and e-mail, lower-cased, kept by the database (a generated column): what a staff search's walk matches. */
  search_text: GeneratedAlways<string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** An e-mail change waiting for the code sent to the new address. */
export interface EmailChangesTable {
  id: Generated<string>;
  user_id: string;
  new_email: string;
  code_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  attempts: Generated<number>;
  consumed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: CreatedAt;
}

/**
 * How many candidates (not deleted), verified or not, in all ('all', '') and per preferred state, experience level
 * and plan; kept by triggers on users (migration 202611260130_candidate_counts).
 */
export interface CandidateCountsTable {
  verified: boolean;
  dimension: 'all' | 'state' | 'experience' | 'plan';
  value: string;
  total: ColumnType<number, never, never>;
}

/**
 * The same counts per UTC day of signing up: the registered-candidates list's position buckets
 * (db/position-buckets.ts; migration 202611260500_candidate_days).
 */
export interface CandidateDaysTable extends CandidateCountsTable {
  day: ColumnType<Date, never, never>;
}

/** Each user as the staff lists show them, kept by triggers on users (migrations/…_shown_users.ts). */
export interface ShownUsersTable {
  user_id: string;
  shown: User;
}

declare module '../../db/database-types' {
  interface Database {
    users: UsersTable;
    shown_users: ShownUsersTable;
    email_changes: EmailChangesTable;
    candidate_counts: CandidateCountsTable;
    candidate_days: CandidateDaysTable;
  }
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
