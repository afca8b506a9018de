import type { User } from '@portal/shared/contracts';
import type { UserRow } from './tables';

/** A users row as the API shows it: `_id`, camelCase, never the password hash. */
export function presentUser(row: UserRow): User {
  return {
    _id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    role: row.role,
    emailVerified: row.email_verified,
    phoneNumber: row.phone_number,
    address: row.address,
    location: row.location,
    workState: row.work_state,
    jobTitle: row.job_title,
    experienceLevel: row.experience_level,
    salaryRange: row.salary_range,
    profilePicture: row.profile_picture,
    status: row.status,
    accountOfficer: row.account_officer ?? false,
    subscription: row.subscription,
    step2: row.step2,
    step3: row.step3,
    step4: row.step4,
    step5: row.step5,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
