import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Application, ApplicationFilter } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import { countCap } from '../../db/capped-count';
import {
  jsonRowsOfQuery,
  orderedJsonRows,
  rowLimit,
  shapedPage,
  shapedPresentedPage,
  skipping,
  type JsonRow,
  type PageOrder,
} from '../../db/page-with-total';
import { bucketedFromOffset, bucketStartOf, pageFromBucket, type KeptBuckets } from '../../db/position-buckets';
import { shapedStatement } from '../../db/shaped-statement';
import { searchedPage, searchWalkRows, walkFirst } from '../../db/walk-first';
import type { UserRow } from '../users/tables';
import { escapeLikePattern } from '../users/repository';
import { presentApplication, shownApplication } from './present';
import type { ApplicationRow } from './tables';

/** 'This week' and 'this month' are the last 7 and 30 days, so no time zone decides where a week starts. */
export const weekDays = 7;
export const monthDays = 30;

/** Whose applications a list shows: one candidate, an admin's assigned candidates, or everyone's. */
export type ApplicationScope =
  { kind: 'candidate'; userId: string } | { kind: 'assignedTo'; adminId: string } | { kind: 'all' };

export function scopeOf(viewer: Pick<UserRow, 'id' | 'role'>, candidate: UserRow | null): ApplicationScope {
  if (candidate) return { kind: 'candidate', userId: candidate.id };
  if (viewer.role === 'superAdmin') return { kind: 'all' };
  if (viewer.role === 'admin') return { kind: 'assignedTo', adminId: viewer.id };
  return { kind: 'candidate', userId: viewer.id };
}

/**
 * The start of the last `days` days (a number, or SQL giving one). A number is a literal (7 or 30), so a prepared
 * statement's generic plan estimates the window as a custom plan does (with a parameter it guessed a third of every
 * application, and every call was planned again).
 */
export const since = (days: number | RawBuilder<number>) =>
  sql<Date>`now() - make_interval(days => ${typeof days === 'number' ? sql.lit(days) : days})`;
/** The text the trigram index covers (the same expression as in the migration). */
const searchTextOf = (table: 'applications' | 'latest') =>
  sql<string>`(${sql.ref(`${table}.title`)} || ' ' || ${sql.ref(`${table}.company`)} || ' ' || ${sql.ref(`${table}.location`)})`;
const searchText = searchTextOf('applications');

/**
 * The start of the hour after the one `start` falls in. Written out, not with application_hour() (the triggers'): an SQL
 * function PostgreSQL cannot inline (declared immutable, its body is only stable) is planned again on every run of the
 * statement that calls it (list benchmark: a candidate's counts, PostgreSQL CPU 0.32 → 0.22 ms a call).
 */
const hourAfterStartOf = (start: RawBuilder<Date>) => sql<Date>`${bucketStartOf(start, 'hour')} + interval '1 hour'`;

/**
 * How many of the candidate's applications were applied at or after `days` days ago, as one SQL expression: the whole
 * UTC days after the one the window starts in from the kept days (application_days), the whole hours of that day after
 * the hour it starts in from the kept hours (application_hours), and the rows of that hour (index). The candidate is
 * an id, or SQL naming one (e.g. sql.ref('users.id')); `days` a number, or SQL giving one. Counting the rows read up
 * to 20 000 for a busy candidate, and the hours alone up to 720 (list benchmark: the admin's candidates' quotas).
 * The kept days are read from the window's first day on, in one index range: the hours and rows are read only when
 * that day holds an application (most windows start on a day with none; on the admin's list of ten candidates with
 * their quotas, the statement's PostgreSQL CPU went from 0.40 to 0.31 ms).
 */
export function appliedSince(userId: string | RawBuilder<unknown>, days: number | RawBuilder<number>) {
  const start = since(days);
  const firstDay = bucketStartOf(start, 'day');
  const hourAfter = hourAfterStartOf(start);
  const dayAfter = sql`${firstDay} + interval '1 day'`;
  return sql<string>`(
    select coalesce(sum(total) filter (where bucket >= ${dayAfter}), 0)
         + case when coalesce(sum(total) filter (where bucket < ${dayAfter}), 0) = 0 then 0 else
             coalesce((select sum(applications) from application_hours
                        where user_id = ${userId} and hour >= ${hourAfter} and hour < ${dayAfter}), 0)
             + (select count(*) from applications
                 where user_id = ${userId} and applied_at >= ${start} and applied_at < ${hourAfter})
           end
      from application_days where user_id = ${userId} and bucket >= ${firstDay})`;
}

/**
 * How many applications of every candidate were applied in the last `days` days, as one SQL expression: the whole
 * hours after the window's start from the kept hourly totals (application_hours_all), plus the rows of the hour it
 * starts in (index).
 */
export function appliedByEveryoneSince(days: number) {
  const start = since(days);
  const hourAfter = hourAfterStartOf(start);
  return sql<string>`(
    coalesce((select sum(applications) from application_hours_all where hour >= ${hourAfter}), 0)
    + (select count(*) from applications where applied_at >= ${start} and applied_at < ${hourAfter}))`;
}

export type ApplicationListOptions = {
  scope: ApplicationScope;
  filter: ApplicationFilter;
  search?: string;
  page: number;
  limit: number;
};

function listQuery(db: Kysely<Database>, { scope, filter, search }: Omit<ApplicationListOptions, 'page' | 'limit'>) {
  let query = db.selectFrom('applications');
  if (scope.kind === 'candidate') query = query.where('applications.user_id', '=', scope.userId);
  if (scope.kind === 'assignedTo')
    query = query.where('applications.user_id', 'in', (eb) =>
      eb
        .selectFrom('users')
        .select('users.id')
        .where('users.account_officer', '=', scope.adminId)
        .where('users.role', '=', 'user'),
    );
  query = query.where((eb): Expression<SqlBool> => {
    switch (filter) {
      case 'week':
        return eb('applications.applied_at', '>=', since(weekDays));
      case 'month':
        return eb('applications.applied_at', '>=', since(monthDays));
      case 'quick':
        return eb('applications.application_type', '=', 'Quick Apply');
      case 'apply':
        return eb('applications.application_type', '=', 'Apply');
      default:
        return sql<SqlBool>`true`;
    }
  });
  if (search) query = query.where(searchText, 'ilike', `%${escapeLikePattern(search)}%`);
  return query;
}

/**
 * How many applications of this scope and filter there are, at most `countCap`, as one SQL expression: from the kept
 * counts (one row) for the candidate's own or everyone's all, quick and apply; otherwise counted up to the cap (a
 * bounded walk of the same index: week and month depend on the clock, an admin's candidates are many rows).
 */
function totalOf(db: Kysely<Database>, options: Omit<ApplicationListOptions, 'page' | 'limit'>) {
  const { scope, filter } = options;
  const kept = filter === 'quick' ? sql`quick` : filter === 'apply' ? sql`apply` : sql`quick + apply`;
  if ((filter === 'all' || filter === 'quick' || filter === 'apply') && scope.kind === 'candidate')
    return sql<string>`least(coalesce((select ${kept} from application_counts where user_id = ${scope.userId}), 0), ${countCap})`;
  if ((filter === 'week' || filter === 'month') && scope.kind === 'candidate')
    return sql<string>`least(${appliedSince(scope.userId, filter === 'week' ? weekDays : monthDays)}, ${countCap})`;
  if ((filter === 'all' || filter === 'quick' || filter === 'apply') && scope.kind === 'all')
    return sql<string>`least(coalesce((select ${kept} from application_totals), 0), ${countCap})`;
  const matching = listQuery(db, options)
    .select(sql<number>`1`.as('one'))
    .limit(rowLimit(countCap));
  return sql<string>`(select count(*) from (${matching}) as matching)`;
}

/**
 * The kept position buckets of a list, if it has them: a candidate's whole list (application_days, then
 * application_hours within the day) and everyone's (application_hours_all).
 */
function keptBucketsOf({ scope, filter, search }: Omit<ApplicationListOptions, 'page' | 'limit'>): KeptBuckets | null {
  if (filter !== 'all' || search) return null;
  if (scope.kind === 'candidate')
    return {
      table: 'application_days',
      bucket: 'bucket',
      total: 'total',
      where: sql`user_id = ${scope.userId}`,
      period: 'day',
      finer: {
        table: 'application_hours',
        bucket: 'hour',
        total: 'applications',
        where: sql`user_id = ${scope.userId}`,
        period: 'hour',
      },
    };
  if (scope.kind === 'all')
    return { table: 'application_hours_all', bucket: 'hour', total: 'applications', where: sql`true`, period: 'hour' };
  return null;
}

/** The applications lists' order: latest applied first (the id breaks ties), as `pageRowsOf` reads them. */
const latestFirst: PageOrder = [
  ['applied_at', 'desc'],
  ['id', 'desc'],
];

/**
 * The page's ids first, from the (user_id, applied_at, id) or (applied_at, id) index alone where the filter allows,
 * then their rows: a deep page skips index entries, not table rows. A deep page of a list with kept buckets starts at
 * the bucket that holds its first row (db/position-buckets.ts).
 */
function pageRowsOf(
  db: Kysely<Database>,
  options: Omit<ApplicationListOptions, 'page'>,
  page: { offset: number; deep: boolean; bucketed: boolean },
) {
  const ordered = listQuery(db, options)
    .select(['applications.id', 'applications.applied_at'])
    .orderBy('applications.applied_at', 'desc')
    .orderBy('applications.id', 'desc')
    .limit(rowLimit(options.limit));
  const buckets = page.bucketed ? keptBucketsOf(options) : null;
  const pageIds = buckets
    ? pageFromBucket(db, buckets, page.offset, ordered, 'applications.applied_at').as('p')
    : skipping(ordered, page.offset, page.deep).as('p');
  return db
    .selectFrom(pageIds)
    .innerJoin('applications', 'applications.id', 'p.id')
    .selectAll('applications')
    .orderBy('p.applied_at', 'desc')
    .orderBy('p.id', 'desc');
}

/** Whose applications, as a statement's value: the candidate's or the admin's id. */
const scopeOwner = (scope: ApplicationScope) =>
  scope.kind === 'candidate' ? scope.userId : scope.kind === 'assignedTo' ? scope.adminId : null;
/** The scope back from its kind (a statement's shape) and its owner (a value). */
const scopeFrom = (kind: ApplicationScope['kind'], owner: string | null): ApplicationScope =>
  kind === 'candidate'
    ? { kind: 'candidate', userId: owner ?? '' }
    : kind === 'assignedTo'
      ? { kind: 'assignedTo', adminId: owner ?? '' }
      : { kind: 'all' };

/** A page of the unsearched list: whose, which tab, its size and where it starts. */
type PageShape = {
  scope: ApplicationScope['kind'];
  filter: ApplicationFilter;
  limit: number;
  deep: boolean;
  bucketed: boolean;
};
type PageValues = { owner: string | null; offset: number };

/** The parts of a page of the unsearched list (db/page-with-total.ts). */
function applicationsPageParts(db: Kysely<Database>, shape: PageShape, { owner, offset }: PageValues) {
  const options = { scope: scopeFrom(shape.scope, owner), filter: shape.filter, limit: shape.limit };
  return {
    total: totalOf(db, options),
    rows: pageRowsOf(db, options, { offset, deep: shape.deep, bucketed: shape.bucketed }),
    order: latestFirst,
    offset: shape.deep ? sql`${offset}` : undefined,
  };
}

/** A page of the unsearched list and its total (built once per shape: db/shaped-statement.ts). */
const applicationsPage = shapedPage(applicationsPageParts);
/** The same page as the API shows it, written by PostgreSQL (db/presented-json.ts). */
const shownApplicationsPage = shapedPresentedPage(applicationsPageParts, shownApplication);

/** A search's shape and values: whose applications (the kind and its owner), and the tab. */
type SearchShape = { scope: ApplicationScope['kind']; filter: ApplicationFilter };
type SearchValues = { owner: string | null };

/**
 * A search's walk (db/walk-first.ts): the scope's latest applications read in order from their index, at most `walk`,
 * and the first `wanted` whose title, company or location holds the term (as the trigram index's `ilike '%…%'` matches,
 * both lower-cased), read whole as JSON rows. Built once per shape and prepared with its plan kept: planned for each
 * term, a candidate's search spent 1.7 ms planning for 0.3 of running (list benchmark).
 */
const searchWalk = shapedStatement(
  (db, shape: SearchShape & { walk: number; wanted: number }, values: SearchValues & { searchTerm: string }) => {
    const latest = listQuery(db, { scope: scopeFrom(shape.scope, values.owner), filter: shape.filter })
      .select([
        'applications.id',
        'applications.applied_at',
        'applications.title',
        'applications.company',
        'applications.location',
      ])
      .orderBy('applications.applied_at', 'desc')
      .orderBy('applications.id', 'desc')
      .limit(rowLimit(shape.walk))
      .as('latest');
    const matches = db
      .selectFrom(latest)
      .select('latest.id')
      .where(sql<boolean>`strpos(lower(${searchTextOf('latest')}), lower(${values.searchTerm})) > 0`)
      .orderBy('latest.applied_at', 'desc')
      .orderBy('latest.id', 'desc')
      .limit(rowLimit(shape.wanted));
    return orderedJsonRows(
      db.selectFrom('applications').selectAll('applications').where('applications.id', 'in', matches),
      latestFirst,
    );
  },
);

/** A search of a list: walked first, else the trigram index's matches from `offset` (db/walk-first.ts). */
const searchedApplications = walkFirst(
  (db, shape: SearchShape, values: SearchValues, { search, walk, wanted }) =>
    searchWalk(db, { ...shape, walk, wanted }, { ...values, searchTerm: search }),
  (db, shape, values, { search, offset, limit }) =>
    jsonRowsOfQuery(
      db,
      pageRowsOf(
        db,
        { scope: scopeFrom(shape.scope, values.owner), filter: shape.filter, search, limit },
        { offset, deep: offset > 0, bucketed: false },
      ),
      latestFirst,
    ),
);

/**
 * A page of applications, newest first, with a count capped at `countCap`, in one round trip. A search is not
 * counted (counting the matches of a trigram search is a scan of every match): its total runs to the next page only,
 * one row more is read to know whether there is one. The candidate's own and everyone's totals come from the kept
 * counts.
 */
export async function listApplications(
  db: Kysely<Database>,
  options: ApplicationListOptions,
  {
    bucketedFrom = bucketedFromOffset,
    searchWalk = searchWalkRows,
  }: { /** Offsets from here start at their bucket. */ bucketedFrom?: number; searchWalk?: number } = {},
): Promise<{ rows: JsonRow<ApplicationRow>[]; total: number }> {
  const offset = (options.page - 1) * options.limit;
  if (options.search) {
    // One row more than the page tells whether a next page exists. An admin's candidates' applications are not walked:
    // their latest are spread over everyone's, and reading everyone's in order to find them read every application.
    const shape = { scope: options.scope.kind, filter: options.filter };
    const values = { owner: scopeOwner(options.scope) };
    const walk = options.scope.kind === 'assignedTo' ? 0 : searchWalk;
    const search = options.search;
    const { rows, total } = await searchedPage(offset, options.limit, (from, limit) =>
      searchedApplications(db, shape, values, { search, offset: from, limit, walk }),
    );
    return { rows, total };
  }
  return applicationsPage(db, ...pageInputs(options, bucketedFrom));
}

/** An unsearched page's shape and values. */
function pageInputs(options: ApplicationListOptions, bucketedFrom: number): [PageShape, PageValues] {
  const offset = (options.page - 1) * options.limit;
  return [
    {
      scope: options.scope.kind,
      filter: options.filter,
      limit: options.limit,
      deep: offset > 0,
      bucketed: offset >= bucketedFrom && keptBucketsOf(options) !== null,
    },
    { owner: scopeOwner(options.scope), offset },
  ];
}

/**
 * `listApplications` as the API shows them: a searched page shown in Node, an unsearched one as PostgreSQL writes it
 * (db/presented-json.ts).
 */
export async function listShownApplications(
  db: Kysely<Database>,
  options: ApplicationListOptions,
): Promise<{ docs: Application[]; total: number }> {
  if (options.search) {
    const { rows, total } = await listApplications(db, options);
    return { docs: rows.map(presentApplication), total };
  }
  return shownApplicationsPage(db, ...pageInputs(options, bucketedFromOffset));
}

export type ApplicationCounts = Record<ApplicationFilter, number>;

/** The counts' statement, built once (db/shaped-statement.ts): built on each call, it cost a twentieth of the request. */
const applicationCounts = shapedStatement(
  (db, _shape: Record<string, never>, values: { userId: string }) =>
    sql<{ quick: number | null; apply: number | null; week: string; month: string }>`
    select c.quick, c.apply, ${appliedSince(values.userId, weekDays)} as week, ${appliedSince(values.userId, monthDays)} as month
      from (select 1) as one
      left join application_counts c on c.user_id = ${values.userId}`,
);

/**
 * One candidate's applications per tab in one query: all, quick and apply from the kept counts, week and month from
 * the kept hourly counts and the rows of the hour each window starts in.
 */
export async function countApplications(db: Kysely<Database>, userId: string): Promise<ApplicationCounts> {
  const [row] = await applicationCounts(db, {}, { userId });
  const quick = Number(row?.quick ?? 0);
  const apply = Number(row?.apply ?? 0);
  return { all: quick + apply, week: Number(row?.week ?? 0), month: Number(row?.month ?? 0), quick, apply };
}

/** The candidate's latest applications (the dashboard's list). */
export function latestApplications(db: Kysely<Database>, userId: string, limit: number): Promise<ApplicationRow[]> {
  return db
    .selectFrom('applications')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('applied_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}
