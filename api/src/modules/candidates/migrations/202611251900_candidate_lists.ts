import { sql, type Kysely } from 'kysely';
import { trigramOperators } from '../../../db/trigram';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

/**
 * The staff candidate lists (issue 15): an admin's candidates in the list's order (account officer, then newest
 * first) without a sort, every assigned candidate in that order (a super admin's list), and a trigram index for searching name and e-mail with ILIKE '%…%' (three characters up).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const trigramOps = await trigramOperators(db);
  await sql`
    create index users_officer_candidates_idx on users (account_officer, created_at desc, id)
    where role = 'user'`.execute(db);
  // A super admin's list of every assigned candidate, in the same order (its deep pages walk this index).
  await sql`
    create index users_assigned_created_idx on users (created_at desc, id)
    where role = 'user' and account_officer is not null`.execute(db);
  await sql`
    create index users_candidate_search_idx on users
    using gin ((first_name || ' ' || last_name || ' ' || email) ${trigramOps})
    where role = 'user'`.execute(db);
  await sql`create index subscriptions_user_period_idx on subscriptions (user_id, exp_date desc)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists subscriptions_user_period_idx`.execute(db);
  await sql`drop index if exists users_candidate_search_idx`.execute(db);
  await sql`drop index if exists users_assigned_created_idx`.execute(db);
  await sql`drop index if exists users_officer_candidates_idx`.execute(db);
}
