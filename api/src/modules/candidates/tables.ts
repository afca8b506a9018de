import type { ColumnType } from 'kysely';

/**
 * How many candidates each account officer holds (role user), kept by triggers on users
 * (migrations/…_officer_candidate_counts.ts); an officer with none has no row.
 */
export interface OfficerCandidateCountsTable {
  account_officer: string;
  total: ColumnType<number, never, never>;
}

declare module '../../db/database-types' {
  interface Database {
    officer_candidate_counts: OfficerCandidateCountsTable;
  }
}
