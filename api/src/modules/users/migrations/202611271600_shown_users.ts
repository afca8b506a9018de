import { sql, type Kysely } from 'kysely';
import { createKeptPerUser, dropKeptPerUser } from '../../../db/kept-per-user';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// Each user as the staff lists show them (users/present.ts, `shownUser`), kept as JSON: every row of those lists
// wrote its user's JSON anew (22 fields, a quarter of PostgreSQL's time for an admin's /assigned page on the list
// benchmark's data). Kept by statement triggers on users (db/kept-per-user.ts); a bulk load that bypasses triggers
// calls refresh_shown_users() afterwards. A change to `shownUser` needs a migration that writes these functions
// again: the test that compares every kept row with the user shown in Node fails until it has one.

/** One user's JSON, as `shownUser.json('u')` writes it. */
const userJson = `json_build_object('_id', u.id, 'firstName', u.first_name, 'lastName', u.last_name, 'email', u.email,
  'role', u.role, 'emailVerified', u.email_verified, 'phoneNumber', u.phone_number, 'address', u.address,
  'location', u.location, 'workState', u.work_state, 'jobTitle', u.job_title, 'experienceLevel', u.experience_level,
  'salaryRange', u.salary_range, 'profilePicture', u.profile_picture, 'status', u.status,
  'accountOfficer', coalesce(to_json(u.account_officer), 'false'::json), 'subscription', u.subscription,
  'step2', u.step2, 'step3', u.step3, 'step4', u.step4, 'step5', u.step5,
  'createdAt', to_char(u.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/**
 * The kept rows of these users, written again from their rows: none for one removed, nor for a candidate who deleted
 * their account (their row is kept, emptied, for the payment records; no list shows it, and nothing else names it).
 */
const keepFor = (users: string) => `
      delete from shown_users where user_id in (${users});
      insert into shown_users (user_id, shown)
        select u.id, ${userJson} from users as u
         where u.id in (${users}) and not (u.role = 'user' and u.status = 'deleted');`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table shown_users (
      user_id uuid primary key,
      shown json not null
    )`.execute(db);
  await createKeptPerUser(db, 'shown_users', 'users', keepFor, 'id');
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropKeptPerUser(db, 'shown_users', 'users');
}
