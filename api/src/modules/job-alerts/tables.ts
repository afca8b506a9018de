import type { Generated, Selectable } from 'kysely';
import type { JobAlertExperience, JobAlertLocation, JobAlertSalaryRange } from '@portal/shared/contracts';
import type { CreatedAt, Timestamp } from '../../db/database-types';

export interface JobAlertsTable {
  id: Generated<string>;
  email: string;
  experience: JobAlertExperience;
  locations: JobAlertLocation[];
  salary_range: JobAlertSalaryRange;
  unsubscribe_digest: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

/** A job-alert sign-up waiting for the e-mailed link; one per address, the newest replacing the older. */
export interface JobAlertRequestsTable {
  id: Generated<string>;
  email: string;
  experience: JobAlertExperience;
  locations: JobAlertLocation[];
  salary_range: JobAlertSalaryRange;
  token_digest: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

declare module '../../db/database-types' {
  interface Database {
    job_alerts: JobAlertsTable;
    job_alert_requests: JobAlertRequestsTable;
  }
}

export type JobAlertRow = Selectable<JobAlertsTable>;
