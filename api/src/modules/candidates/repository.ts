import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { CandidateListFilter, CandidateRecord, PlanName } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import { cappedCountOf, countCap } from '../../db/capped-count';
import {
  type Listed,
  newestFirst,
  type NewestFirstColumns,
  rowLimit,
  shapedPage,
  shapedPresentedPage,
  shapedPresentedRowsByIds,
  shapedRowsByIds,
  skipping,
  type JsonRow,
  type PageParts,
} from '../../db/page-with-total';
import { bucketedFromOffset, pageFromBucket, type KeptBuckets } from '../../db/position-buckets';
import { appliedSince, since, weekDays } from '../applications/repository';
import { nearQuotaCondition, quotaUseUnder } from '../applications/quota';
import { runningPlan } from '../applications/plan-now';
import { shownDocumentsOf } from '../documents/present';
import { shownPortalsOf } from '../portals/routes';
import { presentUser, shownUserColumnsOf, shownUserJsonOf } from '../users/present';
import { shapedSearchIds } from '../users/repository';
import { searchedPage, searchWalkRows } from '../../db/walk-first';
import { presentation, type Presentation } from '../../db/presented-json';

/** Whose candidates: one admin's, or (a super admin's lists) every assigned candidate. */
export type CandidateScope = { adminId: string } | { everyAssigned: true };

/** The plan a list names, given the running plan's name: that, else the last one chosen, else 'Free' (spec: 'Free' when none). */
const planNameFrom = (runningPlanName: RawBuilder<unknown>) =>
  sql<string>`coalesce(${runningPlanName}, users.subscription, 'Free')`;
/** The plan a list names, the running plan looked up for it. */
export const planNameOf = planNameFrom(sql`(select plan.plan_name from ${runningPlan(sql.ref('users.id'))} plan)`);
const appliedThisWeek = appliedSince(sql.ref('users.id'), weekDays);

const appliedInLastWeek = sql<boolean>`exists (select 1 from applications a where a.user_id = users.id and a.applied_at >= ${since(weekDays)})`;

type Options = { scope: CandidateScope; search?: string };

function candidatesOf(db: Kysely<Database>, { scope }: { scope: CandidateScope }) {
  // A literal role: the partial indexes (users_officer_candidates_idx, users_assigned_created_idx) are defined on it,
  // and a prepared statement's generic plan can use them only so (with a parameter, an admin's first page read the
  // entries of all 100 000 candidates: 6 ms).
  let query = db.selectFrom('users').where('users.role', '=', sql.lit('user'));
  query =
    'adminId' in scope
      ? query.where('users.account_officer', '=', scope.adminId)
      : query.where('users.account_officer', 'is not', null);
  return query;
}

/**
 * How many candidates an officer holds (every candidate of `candidatesOf` for their scope): the kept count
 * (officer_candidate_counts), not a count of their index entries on every call.
 */
function officerCandidateCount(db: Kysely<Database>, adminId: string) {
  return db
    .selectFrom('officer_candidate_counts')
    .select('officer_candidate_counts.total')
    .where('officer_candidate_counts.account_officer', '=', adminId);
}

/**
 * An unsearched list's shape (db/shaped-statement.ts): whose candidates, whether it is all of them (no filter: its
 * total is kept, and every assigned candidate's deep pages start at their day), the page size and where it starts.
 */
type ListShape = {
  scope: 'admin' | 'everyAssigned';
  unfiltered: boolean;
  limit: number;
  deep: boolean;
  bucketed: boolean;
};
/** An unsearched list's values: the admin (null for every assigned candidate), the offset. */
type ListValues = { adminId: string | null; offset: number };

/** A list's shape and values from its options. */
function listInputs(options: Options & { page: number; limit: number }, bucketedFrom: number, unfiltered: boolean) {
  const offset = (options.page - 1) * options.limit;
  const scope = 'adminId' in options.scope ? 'admin' : 'everyAssigned';
  const shape: ListShape = {
    scope,
    unfiltered,
    limit: options.limit,
    deep: offset > 0,
    bucketed: unfiltered && scope === 'everyAssigned' && offset >= bucketedFrom,
  };
  const values: ListValues = {
    adminId: 'adminId' in options.scope ? options.scope.adminId : null,
    offset,
  };
  return { shape, values };
}

/** Whose candidates a list's shape and values name. */
const scopeOf = (shape: SearchShape, values: SearchValues): CandidateScope =>
  shape.scope === 'admin' ? { adminId: values.adminId ?? '' } : { everyAssigned: true };

/** What a list shows of each user: the columns of its rows (at least the order's, id and created_at). */
type ListColumns<Row> = (
  query: SelectQueryBuilder<Database, 'users', object>,
) => SelectQueryBuilder<Database, 'users', Row>;

/** A searched list's shape (besides its filters) and values: whose candidates. */
type SearchShape = Pick<ListShape, 'scope'>;
type SearchValues = Pick<ListValues, 'adminId'>;

/**
 * A searched page of a list's users with `extras`' columns: found as the staff lists find one (`shapedSearchIds`: the
 * newest rows first, else the trigram index; ordered by date alone, a name no candidate has walked all 95 000 assigned
 * candidates: list benchmark, 0.03 of the baseline), counted only up to this page as the other lists' searches are
 * (one row more tells whether a next page exists), then its rows. Its statements are built once per shape.
 */
function shapedSearchedPage<Shape extends SearchShape, Row extends NewestFirstColumns, Shown = never>(
  listed: (db: Kysely<Database>, shape: Shape, values: SearchValues) => SelectQueryBuilder<Database, 'users', object>,
  columns: ListColumns<Row>,
  shown?: Presentation<NoInfer<Row>, Shown>,
) {
  const search = shapedSearchIds(listed);
  const rowsQuery = (db: Kysely<Database>, ids: readonly string[]) =>
    columns(db.selectFrom('users')).where('users.id', 'in', ids);
  const rowsOf = shapedRowsByIds(rowsQuery, newestFirst);
  const shownOf = shown && shapedPresentedRowsByIds(rowsQuery, newestFirst, shown);
  type Query = { search: string; page: number; limit: number };
  const idsOf = async (
    db: Kysely<Database>,
    shape: Shape,
    values: SearchValues,
    { search: term, page, limit }: Query,
  ) => {
    const offset = (page - 1) * limit;
    const { rows, total } = await searchedPage(offset, limit, (from, count) =>
      search(db, shape, values, { search: term, offset: from, limit: count, walk: searchWalkRows }),
    );
    return { ids: rows.map((row) => row.id), total };
  };
  return {
    /** The page's rows, as read. */
    rows: async (
      db: Kysely<Database>,
      shape: Shape,
      values: SearchValues,
      query: Query,
    ): Promise<{ rows: JsonRow<Row>[]; total: number }> => {
      const { ids, total } = await idsOf(db, shape, values, query);
      return { rows: await rowsOf(db, ids), total };
    },
    /** The page as the API shows it, written by PostgreSQL (db/presented-json.ts). */
    shown: async (
      db: Kysely<Database>,
      shape: Shape,
      values: SearchValues,
      query: Query,
    ): Promise<{ docs: Shown[]; total: number }> => {
      if (!shownOf) throw new Error('this search was built without a presentation');
      const { ids, total } = await idsOf(db, shape, values, query);
      return { docs: await shownOf(db, ids), total };
    },
  };
}

/** Every assigned candidate (the super admin's list with no search or filter): kept per week and day of signing up. */
const everyAssignedBuckets: KeptBuckets = {
  table: 'assigned_weeks',
  bucket: 'bucket',
  total: 'total',
  where: sql`true`,
  period: 'week',
  finer: { table: 'assigned_days', bucket: 'bucket', total: 'total', where: sql`true`, period: 'day' },
};

/**
 * A page of the query's users (newest first), with `columns`, and its count, capped, as the parts of one
 * statement (`shapedPage`). When the query is all of its scope's candidates (`shape.unfiltered`), the count is kept:
 * an officer's (officer_candidate_counts), or every assigned candidate's weeks (assigned_weeks), from which a deep page
 * also starts at its week, then its day (db/position-buckets.ts).
 */
function pageOfUsers<Row extends NewestFirstColumns>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, 'users', object>,
  columns: ListColumns<Row>,
  shape: ListShape,
  values: ListValues,
): PageParts<Row> {
  const { offset, adminId } = values;
  const kept = shape.unfiltered && shape.scope === 'everyAssigned' ? everyAssignedBuckets : undefined;
  // The page's ids first (an index walk), then the per-candidate figures for those ten only: a select-list
  // subquery next to OFFSET would run for every skipped row too.
  const ordered = query
    .select(['users.id', 'users.created_at'])
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id')
    .limit(rowLimit(shape.limit));
  const pageIds =
    kept && shape.bucketed
      ? db.selectFrom(pageFromBucket(db, kept, offset, ordered, 'users.created_at').as('p')).select('p.id')
      : skipping(ordered, offset, shape.deep).clearSelect().select('users.id');
  const counted = kept
    ? sql<string>`(select least(coalesce(sum(${sql.ref(kept.total)}), 0), ${countCap}) from ${sql.table(kept.table)} where ${kept.where})`
    : shape.unfiltered && adminId !== null
      ? sql<string>`least(coalesce((${officerCandidateCount(db, adminId)}), 0), ${countCap})`
      : cappedCountOf(query);
  const rows = columns(db.selectFrom('users'))
    .where('users.id', 'in', pageIds)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id');
  return { total: counted, rows, order: newestFirst, offset: shape.deep ? sql`${offset}` : undefined };
}

/**
 * A candidate record's columns (so the page's records come in its one statement): the user (their kept JSON; of
 * their columns only the order's), the plan's name, the documents and platforms (JSON), and the running plan's quota
 * use (JSON; null when no plan runs). The running plan is joined once for both the name and the quota (each looking
 * it up read the candidate's subscriptions twice: list benchmark, a tenth of the admin's page in PostgreSQL).
 */
function withRecordColumns(select: SelectQueryBuilder<Database, 'users', object>) {
  const withPlan = select
    .leftJoinLateral(runningPlan(sql.ref('users.id')).as('running_plan'), (join) => join.onTrue())
    .select([
      'users.id',
      'users.created_at',
      shownUserJsonOf('users.id').as('shown_user'),
      planNameFrom(sql.ref('running_plan.plan_name')).as('plan_name'),
      shownDocumentsOf('users.id', 'category').as('documents'),
      shownPortalsOf('users.id').as('portals'),
      quotaUseUnder('running_plan', sql.ref('users.id')).as('quota'),
    ]);
  // The joined plan is read by these columns alone: the rest of the list sees the users' table as before.
  return withPlan as unknown as SelectQueryBuilder<Database, 'users', RecordRow>;
}

/** The candidates of a records list, before its search. */
function recordsMatching(db: Kysely<Database>, scope: CandidateScope, filter: CandidateListFilter) {
  let query = candidatesOf(db, { scope });
  if (filter === 'near-quota') query = query.where(nearQuotaCondition);
  if (filter === 'no-platform')
    query = query.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('portals').select('portals.id').whereRef('portals.user_id', '=', 'users.id'))),
    );
  return query;
}

/** The parts of a page of unsearched candidate records (db/page-with-total.ts). */
function recordsPageParts(
  db: Kysely<Database>,
  shape: ListShape & { filter: CandidateListFilter },
  values: ListValues,
) {
  return pageOfUsers(db, recordsMatching(db, scopeOf(shape, values), shape.filter), withRecordColumns, shape, values);
}

/** A candidate record's row, as `withRecordColumns` selects it. */
type RecordRow = NewestFirstColumns & {
  shown_user: CandidateRecord['user'];
  plan_name: string;
  documents: CandidateRecord['userDocuments'];
  portals: CandidateRecord['userPortals'];
  quota: CandidateRecord['quota'];
};

/** A candidate record as the staff lists show it (db/presented-json.ts). */
const shownCandidateRecord = presentation<Listed<RecordRow>, CandidateRecord>({
  user: 'shown_user',
  userDocuments: 'documents',
  userPortals: 'portals',
  planName: 'plan_name',
  quota: 'quota',
});

/** A page of unsearched candidate records and its total (built once per shape: db/shaped-statement.ts). */
const recordsPage = shapedPage(recordsPageParts);
/** The same page as the API shows it, written by PostgreSQL (db/presented-json.ts). */
const shownRecordsPage = shapedPresentedPage(recordsPageParts, shownCandidateRecord);

/** A search of the candidate records (its statements built once per shape). */
const searchedRecordsPage = shapedSearchedPage(
  (db, shape: SearchShape & { filter: CandidateListFilter }, values: SearchValues) =>
    recordsMatching(db, scopeOf(shape, values), shape.filter),
  withRecordColumns,
  shownCandidateRecord,
);

/** The admin's candidates as records (user, documents, platforms, plan name, quota), filtered and searched. */
type RecordListOptions = Options & {
  filter: CandidateListFilter;
  page: number;
  limit: number;
  /** Offsets from here start at their week and day (assigned_weeks, assigned_days). */
  bucketedFrom?: number;
};

/** A records list's shape and values from its options. */
function recordInputs(options: RecordListOptions) {
  return listInputs(options, options.bucketedFrom ?? bucketedFromOffset, options.filter === 'all');
}

export async function listCandidateRecords(
  db: Kysely<Database>,
  options: RecordListOptions,
): Promise<{ records: CandidateRecord[]; total: number }> {
  const { shape, values } = recordInputs(options);
  const { rows, total } = options.search
    ? await searchedRecordsPage.rows(db, { scope: shape.scope, filter: options.filter }, values, {
        search: options.search,
        page: options.page,
        limit: options.limit,
      })
    : await recordsPage(db, { ...shape, filter: options.filter }, values);
  return { records: rows.map(shownCandidateRecord.present), total };
}

/**
 * `listCandidateRecords` as the API sends it: each page as PostgreSQL writes it (db/presented-json.ts).
 */
export async function listShownCandidateRecords(
  db: Kysely<Database>,
  options: RecordListOptions,
): Promise<{ records: CandidateRecord[]; total: number }> {
  const { shape, values } = recordInputs(options);
  const { docs, total } = options.search
    ? await searchedRecordsPage.shown(db, { scope: shape.scope, filter: options.filter }, values, {
        search: options.search,
        page: options.page,
        limit: options.limit,
      })
    : await shownRecordsPage(db, { ...shape, filter: options.filter }, values);
  return { records: docs, total };
}

export type JobHistoryOptions = Options & {
  plan?: PlanName | 'all';
  applied?: 'all' | 'this-week' | 'not-this-week';
  page: number;
  limit: number;
};

type JobHistoryFilter = { plan: PlanName | 'all'; applied: NonNullable<JobHistoryOptions['applied']> };

/** The candidates of a job-history table, before its search. */
function jobHistoryMatching(db: Kysely<Database>, scope: CandidateScope, { plan, applied }: JobHistoryFilter) {
  let query = candidatesOf(db, { scope });
  if (plan !== 'all') query = query.where(planNameOf, '=', sql.lit(plan));
  if (applied === 'this-week') query = query.where(appliedInLastWeek);
  if (applied === 'not-this-week') query = query.where(sql<boolean>`not ${appliedInLastWeek}`);
  return query;
}

/** The job-history table's columns: the user's shown columns, the plan's name and the applications of the last 7 days. */
const withJobHistoryColumns = (select: SelectQueryBuilder<Database, 'users', object>) =>
  select
    .select(shownUserColumnsOf('users'))
    .select([planNameOf.as('plan_name'), appliedThisWeek.as('applied_this_week')]);

/** A page of the unsearched job-history table and its total (built once per shape: db/shaped-statement.ts). */
const jobHistoryPage = shapedPage((db, shape: ListShape & JobHistoryFilter, values: ListValues) =>
  pageOfUsers(db, jobHistoryMatching(db, scopeOf(shape, values), shape), withJobHistoryColumns, shape, values),
);

/** A search of the job-history table (its statements built once per shape). */
const searchedJobHistoryPage = shapedSearchedPage(
  (db, shape: SearchShape & JobHistoryFilter, values: SearchValues) =>
    jobHistoryMatching(db, scopeOf(shape, values), shape),
  withJobHistoryColumns,
);

/** One admin's candidates for the job-history table, with their plan and applications of the last 7 days. */
export async function listJobHistoryCandidates(db: Kysely<Database>, options: JobHistoryOptions) {
  const filter: JobHistoryFilter = { plan: options.plan ?? 'all', applied: options.applied ?? 'all' };
  const unfiltered = filter.plan === 'all' && filter.applied === 'all';
  const { shape, values } = listInputs(options, bucketedFromOffset, unfiltered);
  const { rows, total } = options.search
    ? await searchedJobHistoryPage.rows(db, { scope: shape.scope, ...filter }, values, {
        search: options.search,
        page: options.page,
        limit: options.limit,
      })
    : await jobHistoryPage(db, { ...shape, ...filter }, values);
  return {
    docs: rows.map((row) => ({
      user: presentUser(row),
      planName: row.plan_name,
      appliedThisWeek: Number(row.applied_this_week),
    })),
    total,
  };
}

/** The admin dashboard's figures: counts, and the first few candidates of each list behind them. */
export async function adminDashboardOf(db: Kysely<Database>, adminId: string, shown = 5) {
  const mine = () => candidatesOf(db, { scope: { adminId } });
  const noPlatform = mine().where(({ not, exists, selectFrom }) =>
    not(exists(selectFrom('portals').select('portals.id').whereRef('portals.user_id', '=', 'users.id'))),
  );
  const nearQuota = mine().where(nearQuotaCondition);
  const count = async (query: ReturnType<typeof mine>) =>
    Number((await query.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).count);
  const [assigned, applications, nearTotal, nearRows, noPlatformTotal, noPlatformRows] = await Promise.all([
    officerCandidateCount(db, adminId)
      .executeTakeFirst()
      .then((row) => row?.total ?? 0),
    db
      .selectFrom('applications')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('applications.user_id', 'in', mine().select('users.id'))
      .where('applications.applied_at', '>=', since(weekDays))
      .executeTakeFirstOrThrow(),
    count(nearQuota),
    nearQuota
      .select(['users.id', 'users.first_name', 'users.last_name'])
      .orderBy('users.last_name')
      .limit(shown)
      .execute(),
    count(noPlatform),
    noPlatform
      .select(['users.id', 'users.first_name', 'users.last_name'])
      .orderBy('users.last_name')
      .limit(shown)
      .execute(),
  ]);
  return {
    assigned,
    applicationsThisWeek: Number(applications.count),
    nearQuota: { total: nearTotal, ids: nearRows.map((row) => row.id) },
    noPlatform: {
      total: noPlatformTotal,
      candidates: noPlatformRows.map((row) => ({ _id: row.id, firstName: row.first_name, lastName: row.last_name })),
    },
  };
}
