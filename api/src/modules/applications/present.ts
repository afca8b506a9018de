import type { Application } from '@portal/shared/contracts';
import type { Listed } from '../../db/page-with-total';
import { presentation } from '../../db/presented-json';
import { fileUriPrefix } from '../documents/present';
import type { ApplicationRow } from './tables';

/**
 * An application as the API shows it (db/presented-json.ts): its CV's name and where that exact file is served only
 * when one was sent.
 */
export const shownApplication = presentation<Listed<ApplicationRow>, Application>({
  _id: 'id',
  user: 'user_id',
  title: 'title',
  company: 'company',
  location: 'location',
  description: 'description',
  platform: 'platform',
  status: 'status',
  details: {
    fields: {
      appliedDate: { iso: 'applied_at' },
      applicationType: 'application_type',
      level: 'level',
      duration: 'duration',
      salary: 'salary',
      type: 'job_type',
    },
  },
  cvName: { ifAny: 'cv_name' },
  cvUrl: { ifAny: 'cv_upload_id', prefix: fileUriPrefix },
  createdAt: { iso: 'created_at' },
});

export const presentApplication = shownApplication.present;
