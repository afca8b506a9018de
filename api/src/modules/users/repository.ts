import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Role, User } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import { cappedCountOf, countCap } from '../../db/capped-count';
import {
  newestFirst,
  type NewestFirstColumns,
  orderedJsonRows,
  rowLimit,
  shapedPage,
  shapedPresentedPage,
  skipping,
  type JsonRow,
} from '../../db/page-with-total';
import { bucketedFromOffset, pageFromBucket } from '../../db/position-buckets';
import { genericPlanMarker } from '../../db/prepared-statements';
import { shapedStatement, type StatementShape, type StatementValues } from '../../db/shaped-statement';
import { searchedPage, searchWalkRows, walkFirst, type SearchedRows } from '../../db/walk-first';
import {
  keptShownUser,
  presentUser,
  shownUserColumnsOf,
  shownUserJsonOf,
  type ShownUserRow,
  type WithShownUser,
} from './present';
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

/**
 * An unverified candidate sign-up: its details are still anyone's to replace until the inbox answers, so its
 * address is not taken (docs/decisions.md, pre-hijacking).
 */
export const isPendingSignup = (user: UserRow) =>
  !user.email_verified && user.role === 'user' && user.status !== 'deleted';

/** The account holding this address, if any: a pending sign-up holds none (sign-up and e-mail change ask this). */
export async function findAddressHolder(db: Kysely<Database>, email: string): Promise<UserRow | null> {
  const user = await findUserByEmail(db, email);
  return user && !isPendingSignup(user) ? user : null;
}

/**
 * Removes the pending sign-up of this address so another account can take it; false when the address belongs to
 * an account (or the sign-up was verified meanwhile). Call inside the transaction that takes the address.
 */
export async function releasePendingSignup(db: Kysely<Database>, email: string): Promise<boolean> {
  const user = await db
    .selectFrom('users')
    .selectAll()
    .where('email', '=', email.toLowerCase())
    .forUpdate()
    .executeTakeFirst();
  if (!user) return true;
  if (!isPendingSignup(user)) return false;
  const removed = await db
    .deleteFrom('users')
    .where('id', '=', user.id)
    .where('email_verified', '=', false)
    .executeTakeFirst();
  return Number(removed.numDeletedRows) === 1;
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

/**
 * Whether `term` is in the name or e-mail of the rows of `table` (its `search_text`, kept lower-cased by the
 * database): the same match as the trigram index's `ilike '%…%'`, as a search's walk makes it.
 */
export const searchTextHolds = (table: string, term: unknown) =>
  sql<boolean>`strpos(${sql.ref(`${table}.search_text`)}, lower(${term})) > 0`;

/**
 * A staff list's search, its statements built once per shape (db/shaped-statement.ts), from `listed`: the list's
 * query without the search, built from its shape and values as a shaped statement is (the users list's, the
 * subscribers' and the assigned candidates'). It gives `limit` matches from `offset`, newest first, as JSON rows (as a
 * list page's: `shapedPage`). A common term is found among the list's newest rows: those are read in order, at most
 * `walk` of them, and the search applied to them. When they hold too few matches (a rare term, a deep page), the
 * matches come from the trigram index (users_search_trgm_idx, a materialised set, so the planner cannot choose to walk
 * every row in order looking for them: a term that matched none walked all 100 000 in the list benchmark) and are
 * then ordered. Built on each call, a search's statements cost the server more than running them (list benchmark:
 * Kysely was a third of a subscribers search's server time).
 */
export function shapedSearch<Shape extends StatementShape, Values extends StatementValues>(
  listed: (db: Kysely<Database>, shape: Shape, values: Values) => SelectQueryBuilder<Database, 'users', object>,
): (db: Kysely<Database>, shape: Shape, values: Values, rows: SearchedRows) => Promise<JsonRow<ShownUserRow>[]> {
  return searchReading<Shape, Values, JsonRow<ShownUserRow>>(listed, 'rows');
}

/** A searched page's ids, in the list's order. */
export type FoundId = { id: string; created_at: string };

/**
 * `shapedSearch` for a list that reads its page's rows itself (by their ids, with more than a user's columns): the
 * matches' ids only, without reading each match's row as well (the subscribers' and the assigned candidates' searches
 * read them again with their documents and platforms).
 */
export function shapedSearchIds<Shape extends StatementShape, Values extends StatementValues>(
  listed: (db: Kysely<Database>, shape: Shape, values: Values) => SelectQueryBuilder<Database, 'users', object>,
): (db: Kysely<Database>, shape: Shape, values: Values, rows: SearchedRows) => Promise<FoundId[]> {
  return searchReading<Shape, Values, FoundId>(listed, 'ids');
}

/** `shapedSearch`'s statements, giving each match's shown user columns (`rows`) or only its id and date (`ids`). */
function searchReading<Shape extends StatementShape, Values extends StatementValues, Found>(
  listed: (db: Kysely<Database>, shape: Shape, values: Values) => SelectQueryBuilder<Database, 'users', object>,
  reads: Found extends JsonRow<ShownUserRow> ? 'rows' : 'ids',
): (db: Kysely<Database>, shape: Shape, values: Values, rows: SearchedRows) => Promise<Found[]> {
  // The same match as the index's `ilike '%…%'` (both lower-cased), written so that this statement is prepared and
  // keeps its plan: the walk's plan does not depend on the term, and planning it on each call (as a text search is,
  // prepared-statements.ts) cost more than running it (list benchmark: 1.1 ms of planning for 1.8 of execution).
  // The walk reads only what it filters and orders on: each list's index holds the names and e-mails too, lower-cased
  // (search_text: the registered, officer's, assigned and subscribers' indexes), so the rows it passes over are index
  // entries, not table rows, compared as they are; only the matches it keeps are read whole (list benchmark,
  // registered 'olivia': 1.7 → 0.9 ms).
  const walked = shapedStatement(
    (db, shape: Shape & { walk: number; wanted: number }, values: Values & { searchTerm: string }) => {
      const newest = listed(db, shape, values)
        .select(['users.id', 'users.created_at', 'users.search_text'])
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(rowLimit(shape.walk))
        .as('newest');
      const matches = db
        .selectFrom(newest)
        .select(['newest.id', 'newest.created_at'])
        .where(searchTextHolds('newest', values.searchTerm))
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(rowLimit(shape.wanted));
      return reads === 'rows'
        ? orderedJsonRows(
            db
              .selectFrom('users')
              .select(shownUserColumnsOf('users'))
              .where('users.id', 'in', db.selectFrom(matches.as('m')).select('m.id')),
            newestFirst,
          )
        : orderedJsonRows(matches, newestFirst);
    },
  );
  // Prepared, with a generic plan: whatever the term, the trigram index gives every match (materialised), then they
  // are ordered (prepared-statements.ts).
  const indexed = shapedStatement(
    (db, shape: Shape, values: Values & { searchPattern: string; searchOffset: number; searchLimit: number }) => {
      const matching = listed(db, shape, values)
        .where(userSearchText, 'ilike', values.searchPattern)
        .select(['users.id', 'users.created_at']);
      const page = sql`(select id, created_at from matches order by created_at desc, id
                         limit ${values.searchLimit} offset ${values.searchOffset}) p`;
      const found =
        reads === 'rows'
          ? sql`select ${sql.join(shownUserColumnsOf('u').map((column) => sql.ref(column)))}
                  from ${page} join users u on u.id = p.id`
          : sql`select p.id, p.created_at from ${page}`;
      return sql<{ found: Found }>`${sql.raw(genericPlanMarker)}
        with matches as materialized (${matching})
        select to_json(found) as found from (${found}) found
         order by found.created_at desc, found.id`;
    },
  );
  return walkFirst(
    (db, shape, values, { search, walk, wanted }) =>
      walked(db, { ...shape, walk, wanted }, { ...values, searchTerm: search }) as Promise<{ found: Found }[]>,
    async (db, shape, values, { search, offset, limit }) =>
      (
        await indexed(db, shape, {
          ...values,
          searchPattern: `%${escapeLikePattern(search)}%`,
          searchOffset: offset,
          searchLimit: limit,
        })
      ).map((row) => row.found),
  );
}

/** A users list's filters as a statement's shape (db/shaped-statement.ts): all but the viewer's and the officer's ids. */
type UsersFilters = Pick<UserListFilter, 'role' | 'verified' | 'state' | 'experienceLevel' | 'plan' | 'status'> & {
  viewerRole: UserRow['role'];
  byOfficer: boolean;
};
/** A users list page's shape: its filters and the page. */
type UsersShape = UsersFilters & Required<Pick<UserListFilter, 'limit'>> & { deep: boolean; bucketed: boolean };
/** A users list's values: the viewer (an admin sees their own candidates), the officer filtered on, the offset. */
type UsersValues = { viewerId: string; accountOfficer: string | null; offset: number };

/** The users a list shows, before its search: the filters (`shape`) with their ids (`values`). */
function usersMatching(db: Kysely<Database>, shape: UsersFilters, values: UsersValues) {
  // A deleted candidate (their personal fields emptied, payment records kept) is in no staff list; an admin the
  // super admin set to deleted stays on /admins, where Activate brings them back (spec section 4). The role and
  // status are literals: the partial indexes (users_registered_idx, users_subscribers_idx, ...) are defined on them,
  // and a prepared statement's generic plan can use them only so.
  // Candidates only (the role asked for, or an officer's list, which holds candidates only): the deleted test then
  // names no role, so the list's index alone answers it (with `or role = 'admin'` an officer's count read every
  // candidate's row: 46 table pages for 475 candidates).
  let query = db.selectFrom('users');
  query =
    shape.role === 'user' || shape.byOfficer
      ? query.where('status', '!=', sql.lit('deleted'))
      : query.where((eb) => eb.or([eb('status', '!=', sql.lit('deleted')), eb('role', '=', sql.lit('admin'))]));
  if (shape.viewerRole === 'admin') {
    const adminId = values.viewerId;
    query = query.where((eb) =>
      eb.or([eb.and([eb('role', '=', 'user'), eb('account_officer', '=', adminId)]), eb('role', '=', 'superAdmin')]),
    );
  }
  if (shape.role) query = query.where('role', '=', sql.lit(shape.role));
  if (shape.verified !== undefined) query = query.where('email_verified', '=', sql.lit(shape.verified));
  // An officer looks after candidates only: their list is read from users_officer_candidates_idx (role 'user'), not
  // from every row with that officer sorted by date (list benchmark: 870 req/s).
  if (shape.byOfficer)
    query = query.where('role', '=', sql.lit('user')).where('account_officer', '=', values.accountOfficer ?? '');
  // The choices below are literals (one of a few, validated): with a parameter the generic plan could not estimate
  // the state's containment, and every call was planned again.
  if (shape.state) query = query.where(sql<boolean>`work_state @> array[${sql.lit(shape.state)}]::text[]`);
  if (shape.experienceLevel) query = query.where('experience_level', '=', sql.lit(shape.experienceLevel));
  if (shape.plan) query = query.where('subscription', '=', sql.lit(shape.plan));
  if (shape.status) query = query.where('status', '=', sql.lit(shape.status));
  return query;
}

/** A search of the list (its statements built once per shape). */
const usersSearch = shapedSearch(usersMatching);

/** A page of the unsearched list's ids and creation times (a subquery, newest first), and its total. */
function usersPageIds(db: Kysely<Database>, shape: UsersShape, values: UsersValues) {
  const query = usersMatching(db, shape, values);
  const kept = keptCandidateCount(shape);
  // The page's ids first (for the registered candidates, from users_registered_idx alone, the filters included), then
  // their rows: the rows skipped stay index entries.
  const ordered = query
    .select(['users.id', 'users.created_at'])
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(rowLimit(shape.limit));
  const keptList =
    kept &&
    sql`verified = ${sql.lit(kept.verified)} and dimension = ${sql.lit(kept.dimension)} and value = ${sql.lit(kept.value)}`;
  const ids =
    keptList && shape.bucketed
      ? // A deep page of a kept list starts at the week, then the day, that holds its first row (db/position-buckets.ts).
        pageFromBucket(
          db,
          {
            table: 'candidate_weeks',
            bucket: 'bucket',
            total: 'total',
            where: keptList,
            period: 'week',
            finer: { table: 'candidate_days', bucket: 'day', total: 'total', where: keptList, period: 'day' },
          },
          values.offset,
          ordered,
          'created_at',
        )
      : skipping(ordered, values.offset, shape.deep);
  return {
    ids: ids.as('p'),
    // Counting stops at the cap (a bounded scan), never the whole table: the last pages say "at least".
    total: kept ? keptCandidateCountOf(kept) : cappedCountOf(query),
    offset: shape.deep ? sql`${values.offset}` : undefined,
  };
}

/** A page of the unsearched list, its users' rows, and its total (built once per shape: db/shaped-statement.ts). */
const usersPage = shapedPage((db, shape: UsersShape, values: UsersValues) => {
  const { ids, total, offset } = usersPageIds(db, shape, values);
  return {
    total,
    offset,
    rows: db
      .selectFrom(ids)
      .innerJoin('users', 'users.id', 'p.id')
      .select(shownUserColumnsOf('users'))
      .orderBy('p.created_at', 'desc')
      .orderBy('p.id'),
    order: newestFirst,
  };
});
/**
 * The same page as the API shows it: each user's kept JSON (users/present.ts `shownUserJsonOf`), joined by PostgreSQL
 * to the page's ids (their rows in users are not read).
 */
const shownUsersPage = shapedPresentedPage<UsersShape, UsersValues, NewestFirstColumns & WithShownUser, User>(
  (db, shape: UsersShape, values: UsersValues) => {
    const { ids, total, offset } = usersPageIds(db, shape, values);
    return {
      total,
      offset,
      rows: db
        .selectFrom(ids)
        .select(['p.id', 'p.created_at', shownUserJsonOf('p.id').as('shown_user')])
        .orderBy('p.created_at', 'desc')
        .orderBy('p.id'),
      order: newestFirst,
    };
  },
  keptShownUser,
);

type ListOptions = {
  searchWalk?: number;
  /** Offsets from here start at their day (candidate_days). */
  bucketedFrom?: number;
};

export async function listUsers(
  db: Kysely<Database>,
  filter: UserListFilter,
  { searchWalk = searchWalkRows, bucketedFrom = bucketedFromOffset }: ListOptions = {},
): Promise<{ rows: JsonRow<ShownUserRow>[]; total: number }> {
  const { filters, values, shape } = usersInputs(filter, bucketedFrom);
  if (filter.search) {
    // A search is counted only up to this page, as /applications does: one row more tells whether a next page
    // exists (counting every match of a common name walked thousands of rows on each call: list benchmark).
    const search = filter.search;
    const { rows, total } = await searchedPage(values.offset, filter.limit, (offset, limit) =>
      usersSearch(db, filters, values, { search, offset, limit, walk: searchWalk }),
    );
    return { rows, total };
  }
  return usersPage(db, shape, values);
}

/**
 * `listUsers` as the API shows its users: a searched page shown in Node, an unsearched one as PostgreSQL writes it
 * (db/presented-json.ts).
 */
export async function listShownUsers(
  db: Kysely<Database>,
  filter: UserListFilter,
  options: ListOptions = {},
): Promise<{ docs: User[]; total: number }> {
  if (filter.search) {
    const { rows, total } = await listUsers(db, filter, options);
    return { docs: rows.map(presentUser), total };
  }
  const { values, shape } = usersInputs(filter, options.bucketedFrom ?? bucketedFromOffset);
  return shownUsersPage(db, shape, values);
}

/** A list's filters (its statements' shape), values and page shape. */
function usersInputs(filter: UserListFilter, bucketedFrom: number) {
  const offset = (filter.page - 1) * filter.limit;
  const { role, verified, state, experienceLevel, plan, status, limit } = filter;
  const filters: UsersFilters = {
    role,
    verified,
    state,
    experienceLevel,
    plan,
    status,
    viewerRole: filter.viewer.role,
    byOfficer: !!filter.accountOfficer,
  };
  const values: UsersValues = { viewerId: filter.viewer.id, accountOfficer: filter.accountOfficer ?? null, offset };
  const shape: UsersShape = { ...filters, limit, deep: offset > 0, bucketed: offset >= bucketedFrom };
  return { filters, values, shape };
}

type KeptCount = Pick<CandidateCountsTable, 'verified' | 'dimension' | 'value'>;

/**
 * The kept count (candidate_counts) that is exactly this unsearched list's total, if there is one: a super admin's
 * candidates, verified or not, with no filter or one of state, experience level and plan (the registered-candidates
 * list).
 */
function keptCandidateCount(shape: UsersShape): KeptCount | null {
  const { viewerRole, role, verified, byOfficer, status, state, experienceLevel, plan } = shape;
  if (viewerRole !== 'superAdmin' || role !== 'user' || verified === undefined) return null;
  if (byOfficer || status) return null;
  // The same tests as usersMatching applies the filters with (an empty filter is none).
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
    where verified = ${sql.lit(kept.verified)} and dimension = ${sql.lit(kept.dimension)} and value = ${sql.lit(kept.value)}), 0), ${countCap})`;
}
