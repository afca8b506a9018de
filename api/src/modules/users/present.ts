import { sql } from 'kysely';
import type { User } from '@portal/shared/contracts';
import type { Listed } from '../../db/page-with-total';
import { presentation, type Presentation } from '../../db/presented-json';
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

/** A users row as the API shows it: `_id`, camelCase, never the password hash (db/presented-json.ts). */
export const shownUser = presentation<Listed<ShownUserRow>, User>({
  _id: 'id',
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  role: 'role',
  emailVerified: 'email_verified',
  phoneNumber: 'phone_number',
  address: 'address',
  location: 'location',
  workState: 'work_state',
  jobTitle: 'job_title',
  experienceLevel: 'experience_level',
  salaryRange: 'salary_range',
  profilePicture: 'profile_picture',
  status: 'status',
  accountOfficer: { column: 'account_officer', otherwise: false },
  subscription: 'subscription',
  step2: 'step2',
  step3: 'step3',
  step4: 'step4',
  step5: 'step5',
  createdAt: { iso: 'created_at' },
});

export const presentUser = shownUser.present;

/**
 * The user `userRef` names as the API shows them: one JSON column of a list's row, as kept for the staff lists
 * (migrations/202611271600_shown_users.ts: `shownUser`'s JSON), instead of written for every row of every page.
 */
export const shownUserJsonOf = (userRef: string) =>
  sql<User>`(select k.shown from shown_users as k where k.user_id = ${sql.ref(userRef)})`;

/** A list's row with its user's kept JSON (`shownUserJsonOf`) as column `shown_user`. */
export type WithShownUser = { shown_user: User };

/** A page's users as the API shows them, from their kept JSON (a list whose rows carry `shown_user`). */
export const keptShownUser: Pick<Presentation<WithShownUser, User>, 'present' | 'jsonText'> = {
  present: (row) => row.shown_user,
  jsonText: (alias) => sql<string>`${sql.ref(`${alias}.shown_user`)}::text`,
};
