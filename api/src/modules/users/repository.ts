import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Role } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import { cappedCountOf, countCap } from '../../db/capped-count';
import { pageWithTotal, rowLimit, skipping } from '../../db/page-with-total';
import { bucketedFromOffset, pageFromBucket } from '../../db/position-buckets';
import type { CandidateCountsTable, NewUser, UserRow } from './tables';

export type UserListFilter = {
  role?: Role;
  search?: string;
  verified?: boolean;
  accountOfficer?: string;
  /** Registered-candidates filters: a preferred state, an experience level, a plan (issue 16). */
  state?: string;
  experienceLevel?: string;
  plan?: string;
  status?: UserRow['status'];
  /** Who asks: an admin sees only their own candidates (and the super admins, to address them). */
  viewer: Pick<UserRow, 'id' | 'role'>;
  page: number;
  limit: number;
};

/** `%`, `_` and `\` typed by a person match themselves, not any text. */
export const escapeLikePattern = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export function findUserByEmail(db: Kysely<Database>, email: string): Promise<UserRow | null> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .executeTakeFirst()
    .then((row) => row ?? null);
}

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | null> {
  return db
    .selectFrom('users')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst()
    .then((row) => row ?? null);
}

/** Inserts a user; null when the e-mail is already taken (unique index), so callers answer 409. */
export async function insertUser(db: Kysely<Database>, user: NewUser): Promise<UserRow | null> {
  const row = await db
    .insertInto('users')
    .values({ ...user, email: user.email.toLowerCase() })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}

/** Name and e-mail as one text, exactly as the trigram index `users_search_trgm_idx` is built. */
export const userSearchText = sql<string>`first_name || ' ' || last_name || ' ' || email`;

/** How many of a list's newest rows a search reads in order before it asks the trigram index instead. */
export const searchWalkRows = 1_000;

/**
 * `limit` matches of the search from `offset`, newest first. A common term is found among the list's newest rows:
 * those are read in order, at most `walk` of them, and the search applied to them. When they hold too few matches
 * (a rare term, a deep page), the matches come from the trigram index (users_search_trgm_idx, a materialised
 * set, so the planner cannot choose to walk every row in order looking for them: a term that matched none walked
 * all 100 000 in the list benchmark) and are then ordered. `listed` is the staff list's query without the search
 * (the users list's and the subscribers list's).
 */
export async function searchPage(
  db: Kysely<Database>,
  listed: SelectQueryBuilder<Database, 'users', object>,
  search: string,
  offset: number,
  limit: number,
  walk: number,
): Promise<UserRow[]> {
  const pattern = `%${escapeLikePattern(search)}%`;
  const wanted = offset + limit;
  if (wanted <= walk) {
    const newest = listed.selectAll().orderBy('created_at', 'desc').orderBy('id').limit(walk).as('newest');
    const found = await db
      .selectFrom(newest)
      .selectAll()
      .where(userSearchText, 'ilike', pattern)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(wanted)
      .execute();
    if (found.length === wanted) return found.slice(offset);
  }
  const matching = listed.where(userSearchText, 'ilike', pattern).select(['users.id', 'users.created_at']);
  const { rows } = await sql<UserRow>`
    with matches as materialized (${matching})
    select u.* from (select id, created_at from matches order by created_at desc, id limit ${limit} offset ${offset}) p
      join users u on u.id = p.id
     order by p.created_at desc, p.id`.execute(db);
  return rows;
}

export async function listUsers(
  db: Kysely<Database>,
  filter: UserListFilter,
  {
    searchWalk = searchWalkRows,
    bucketedFrom = bucketedFromOffset,
  }: { searchWalk?: number; /** Offsets from here start at their day (candidate_days). */ bucketedFrom?: number } = {},
): Promise<{ rows: UserRow[]; total: number }> {
  // A deleted candidate (their personal fields emptied, payment records kept) is in no staff list; an admin the
  // super admin set to deleted stays on /admins, where Activate brings them back (spec section 4). The role and
  // status are literals: the partial indexes (users_registered_idx, users_subscribers_idx, ...) are defined on them,
  // and a prepared statement's generic plan can use them only so.
  let query = db.selectFrom('users');
  query =
    filter.role === 'user'
      ? query.where('status', '!=', sql.lit('deleted'))
      : query.where((eb) => eb.or([eb('status', '!=', sql.lit('deleted')), eb('role', '=', sql.lit('admin'))]));
  if (filter.viewer.role === 'admin') {
    const adminId = filter.viewer.id;
    query = query.where((eb) =>
      eb.or([eb.and([eb('role', '=', 'user'), eb('account_officer', '=', adminId)]), eb('role', '=', 'superAdmin')]),
    );
  }
  if (filter.role) query = query.where('role', '=', sql.lit(filter.role));
  if (filter.verified !== undefined) query = query.where('email_verified', '=', filter.verified);
  if (filter.accountOfficer) query = query.where('account_officer', '=', filter.accountOfficer);
  // A literal state (one of eight, validated): with a parameter the generic plan could not estimate the containment,
  // and every call was planned again.
  if (filter.state) query = query.where(sql<boolean>`work_state @> array[${sql.lit(filter.state)}]::text[]`);
  if (filter.experienceLevel) query = query.where('experience_level', '=', filter.experienceLevel);
  if (filter.plan) query = query.where('subscription', '=', filter.plan);
  if (filter.status) query = query.where('status', '=', filter.status);
  const offset = (filter.page - 1) * filter.limit;
  if (filter.search) {
    // A search is counted only up to this page, as /applications does: one row more tells whether a next page
    // exists (counting every match of a common name walked thousands of rows on each call: list benchmark).
    const found = await searchPage(db, query, filter.search, offset, filter.limit + 1, searchWalk);
    return { rows: found.slice(0, filter.limit), total: offset + found.length };
  }
  const kept = keptCandidateCount(filter);
  // The page's ids first (for the registered candidates, from users_registered_idx alone, the filters included), then
  // their rows: the rows skipped stay index entries.
  const ordered = query.select(['users.id', 'users.created_at']).orderBy('created_at', 'desc').orderBy('id');
  const ids =
    !kept || offset < bucketedFrom
      ? skipping(ordered.limit(rowLimit(filter.limit)), offset)
      : // A deep page of a kept list starts at the day that holds its first row (db/position-buckets.ts).
        pageFromBucket(
          db,
          {
            table: 'candidate_days',
            bucket: 'day',
            total: 'total',
            where: sql`verified = ${kept.verified} and dimension = ${kept.dimension} and value = ${kept.value}`,
            period: 'day',
          },
          offset,
          ordered.limit(rowLimit(filter.limit)),
          'created_at',
        );
  const rows = db
    .selectFrom(ids.as('p'))
    .innerJoin('users', 'users.id', 'p.id')
    .selectAll('users')
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id');
  // Counting stops at the cap (a bounded scan), never the whole table: the last pages say "at least".
  return pageWithTotal(db, kept ? keptCandidateCountOf(kept) : cappedCountOf(query), rows, [
    ['created_at', 'desc'],
    ['id', 'asc'],
  ]);
}

type KeptCount = Pick<CandidateCountsTable, 'verified' | 'dimension' | 'value'>;

/**
 * The kept count (candidate_counts) that is exactly this list's total, if there is one: a super admin's candidates,
 * verified or not, with no filter or one of state, experience level and plan (the registered-candidates list).
 */
function keptCandidateCount(filter: UserListFilter): KeptCount | null {
  const { viewer, role, verified, accountOfficer, status, search, state, experienceLevel, plan } = filter;
  if (viewer.role !== 'superAdmin' || role !== 'user' || verified === undefined) return null;
  if (accountOfficer || status || search) return null;
  // The same tests as listUsers applies the filters with (an empty filter is none).
  const narrowing = [
    state && ({ dimension: 'state', value: state } as const),
    experienceLevel && ({ dimension: 'experience', value: experienceLevel } as const),
    plan && ({ dimension: 'plan', value: plan } as const),
  ].filter((one) => !!one);
  if (narrowing.length > 1) return null;
  return { verified, ...(narrowing[0] ?? { dimension: 'all', value: '' }) };
}

/** The kept count of `keptCandidateCount`, capped as every list's total, as a SQL expression. */
function keptCandidateCountOf(kept: KeptCount) {
  return sql<string>`least(coalesce((select total from candidate_counts
    where verified = ${kept.verified} and dimension = ${kept.dimension} and value = ${kept.value}), 0), ${countCap})`;
}
