import type { User } from '@portal/shared/contracts';
import type { Listed } from '../../db/page-with-total';
import type { UserRow } from './tables';

/** The columns a user is shown with (`presentUser`): never the password's hash, the session version or a ticket. */
export const shownUserColumns = [
  'id',
  'first_name',
  'last_name',
  'email',
  'role',
  'email_verified',
  'phone_number',
  'address',
  'location',
  'work_state',
  'job_title',
  'experience_level',
  'salary_range',
  'profile_picture',
  'status',
  'account_officer',
  'subscription',
  'step2',
  'step3',
  'step4',
  'step5',
  'created_at',
] as const satisfies readonly (keyof UserRow)[];

/** A users row with only what it is shown with: what a list reads (its rows parsed, sent and held are smaller). */
export type ShownUserRow = Pick<UserRow, (typeof shownUserColumns)[number]>;

/** `shownUserColumns` of the table or alias `table`, to select. */
export const shownUserColumnsOf = <Table extends string>(table: Table) =>
  shownUserColumns.map((column) => `${table}.${column}` as `${Table}.${(typeof shownUserColumns)[number]}`);

/** A users row as the API shows it: `_id`, camelCase, never the password hash. */
export function presentUser(row: Listed<ShownUserRow>): User {
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
