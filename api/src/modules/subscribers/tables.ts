import type { ColumnType } from 'kysely';

/** Subscribers (candidates with a plan chosen) per officer and plan, kept by triggers on users (migration 202611260230). */
export interface SubscriberCountsTable {
  /** The officer's id, or `noOfficer`. */
  officer: string;
  plan: string;
  total: ColumnType<number, never, never>;
}

/** Subscribers per plan, whoever their officer, kept by the same trigger (migration 202611271100). */
export interface SubscriberPlanTotalsTable {
  plan: string;
  total: ColumnType<number, never, never>;
}

/** The officer of subscribers who have none, in subscriber_counts. */
export const noOfficer = '00000000-0000-0000-0000-000000000000';

declare module '../../db/database-types' {
  interface Database {
    subscriber_counts: SubscriberCountsTable;
    subscriber_plan_totals: SubscriberPlanTotalsTable;
  }
}
