import type { ColumnType, Generated, Selectable } from 'kysely';
import type { ApplicationType, JobType, Platform } from '@portal/shared/contracts';
import type { CreatedAt } from '../../db/database-types';

/** An application made for a candidate; `cv_upload_id` is the exact file sent, kept when the CV is replaced. */
export interface ApplicationsTable {
  id: Generated<string>;
  user_id: string;
  recorded_by: string | null;
  platform: Platform;
  status: Generated<string>;
  title: string;
  company: string;
  location: string;
  description: string;
  applied_at: ColumnType<Date, Date | string, Date | string>;
  application_type: ApplicationType;
  level: string;
  duration: string;
  salary: string;
  job_type: JobType;
  cv_upload_id: string | null;
  cv_name: string | null;
  created_at: CreatedAt;
}

/** One candidate's applications per type, kept by a trigger (migration 202611251900_application_counts). */
export interface ApplicationCountsTable {
  user_id: string;
  quick: ColumnType<number, never, never>;
  apply: ColumnType<number, never, never>;
}

/** Everyone's applications per type: one row, kept by the same trigger. */
export interface ApplicationTotalsTable {
  id: ColumnType<boolean, never, never>;
  quick: ColumnType<string | number, never, never>;
  apply: ColumnType<string | number, never, never>;
}

/** One candidate's applications per UTC hour of applied_at, kept by a trigger (migration 202611251910). */
export interface ApplicationHoursTable {
  user_id: string;
  hour: ColumnType<Date, never, never>;
  applications: ColumnType<number, never, never>;
}

declare module '../../db/database-types' {
  interface Database {
    applications: ApplicationsTable;
    application_hours: ApplicationHoursTable;
    application_counts: ApplicationCountsTable;
    application_totals: ApplicationTotalsTable;
  }
}

export type ApplicationRow = Selectable<ApplicationsTable>;
