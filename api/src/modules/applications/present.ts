import type { Application } from '@portal/shared/contracts';
import type { Listed } from '../../db/page-with-total';
import { fileUri } from '../documents/present';
import type { ApplicationRow } from './tables';

export function presentApplication(row: Listed<ApplicationRow>): Application {
  return {
    _id: row.id,
    user: row.user_id,
    title: row.title,
    company: row.company,
    location: row.location,
    description: row.description,
    platform: row.platform,
    status: row.status,
    details: {
      appliedDate: new Date(row.applied_at).toISOString(),
      applicationType: row.application_type,
      level: row.level,
      duration: row.duration,
      salary: row.salary,
      type: row.job_type,
    },
    ...(row.cv_name ? { cvName: row.cv_name } : {}),
    ...(row.cv_upload_id ? { cvUrl: fileUri(row.cv_upload_id) } : {}),
    createdAt: new Date(row.created_at).toISOString(),
  };
}
