import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { CandidateListFilter, CandidateRecord, PlanName } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import { cappedCountOf, countCap } from '../../db/capped-count';
import { rowLimit, shapedPage, skipping, type PageParts } from '../../db/page-with-total';
import { bucketedFromOffset, pageFromBucket, type KeptBuckets } from '../../db/position-buckets';
import { appliedSince, since, weekDays } from '../applications/repository';
import { nearQuotaCondition, quotaUseNow, runningPlan } from '../applications/quota';
import { documentsOf, presentDocument } from '../documents/present';
import { presentPortal, shownPortalsOf } from '../portals/routes';
import { presentUser, shownUserColumnsOf, type ShownUserRow } from '../users/present';
import { escapeLikePattern } from '../users/repository';

/** Whose candidates: one admin's, or (a super admin's lists) every assigned candidate. */
export type CandidateScope = { adminId: string } | { everyAssigned: true };

/** The text the trigram index covers (the same expression as in the migration). */
const searchText = sql<string>`(users.first_name || ' ' || users.last_name || ' ' || users.email)`;
/** The plan a list names: the running plan, else the last one chosen, else 'Free' (spec: 'Free' when none). */
export const planNameOf = sql<string>`coalesce((select plan.plan_name from ${runningPlan(sql.ref('users.id'))} plan), users.subscription, 'Free')`;
const appliedThisWeek = appliedSince(sql.ref('users.id'), weekDays);

const appliedInLastWeek = sql<boolean>`exists (select 1 from applications a where a.user_id = users.id and a.applied_at >= ${since(weekDays)})`;

type Options = { scope: CandidateScope; search?: string };

/** Whose candidates and what a search looks for (`pattern`, an `ilike` pattern), as a list statement takes them. */
type Matching = { scope: CandidateScope; pattern?: string };

function candidatesOf(db: Kysely<Database>, { scope, pattern }: Matching) {
  // A literal role: the partial indexes (users_officer_candidates_idx, users_assigned_created_idx) are defined on it,
  // and a prepared statement's generic plan can use them only so (with a parameter, an admin's first page read the
  // entries of all 100 000 candidates: 6 ms).
  let query = db.selectFrom('users').where('users.role', '=', sql.lit('user'));
  query =
    'adminId' in scope
      ? query.where('users.account_officer', '=', scope.adminId)
      : query.where('users.account_officer', 'is not', null);
  if (pattern !== undefined) query = query.where(searchText, 'ilike', pattern);
  return query;
}

/** A list's shape (db/shaped-statement.ts): whose candidates, whether searched, the page size and where it starts. */
type ListShape = { scope: 'admin' | 'everyAssigned'; search: boolean; limit: number; deep: boolean; bucketed: boolean };
/** A list's values: the admin (null for every assigned candidate), the search's pattern (or null), the offset. */
type ListValues = { adminId: string | null; pattern: string | null; offset: number };

/** A list's shape and values from its options. */
function listInputs(options: Options & { page: number; limit: number }, bucketedFrom: number, kept: boolean) {
  const offset = (options.page - 1) * options.limit;
  const shape: ListShape = {
    scope: 'adminId' in options.scope ? 'admin' : 'everyAssigned',
    search: options.search !== undefined,
    limit: options.limit,
    deep: offset > 0,
    bucketed: kept && offset >= bucketedFrom,
  };
  const values: ListValues = {
    adminId: 'adminId' in options.scope ? options.scope.adminId : null,
    pattern: options.search === undefined ? null : `%${escapeLikePattern(options.search)}%`,
    offset,
  };
  return { shape, values };
}

/** The candidates a list's shape and values name. */
const matchingOf = (shape: ListShape, values: ListValues): Matching => ({
  scope: shape.scope === 'admin' ? { adminId: values.adminId ?? '' } : { everyAssigned: true },
  ...(shape.search ? { pattern: values.pattern ?? '' } : {}),
});

/** Every assigned candidate (the super admin's list with no search or filter): kept per day of signing up. */
const everyAssignedBuckets: KeptBuckets = {
  table: 'assigned_days',
  bucket: 'bucket',
  total: 'total',
  where: sql`true`,
  period: 'day',
};

/**
 * A page of the query's users (newest first), with `extras`' columns, and its count, capped, as the parts of one
 * statement (`shapedPage`). With `kept` (the query is exactly the list those buckets keep), the count is their sum
 * and a deep page starts at its bucket (db/position-buckets.ts).
 */
function pageOfUsers<Extra extends object>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, 'users', object>,
  extras: (
    query: SelectQueryBuilder<Database, 'users', ShownUserRow>,
  ) => SelectQueryBuilder<Database, 'users', ShownUserRow & Extra>,
  shape: ListShape,
  offset: number,
  kept?: KeptBuckets,
): PageParts<ShownUserRow & Extra> {
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
    : cappedCountOf(query);
  const rows = extras(db.selectFrom('users').select(shownUserColumnsOf('users')))
    .where('users.id', 'in', pageIds)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id');
  return {
    total: counted,
    rows,
    order: [
      ['created_at', 'desc'],
      ['id', 'asc'],
    ],
  };
}

/**
 * What a candidate record shows besides the user, as columns of the user's row (so the page's records come in its one
 * statement): the plan's name, the documents and platforms (JSON), and the running plan's quota use (JSON; null
 * when no plan runs).
 */
function withRecordColumns(db: Kysely<Database>, select: SelectQueryBuilder<Database, 'users', ShownUserRow>) {
  return select.select([
    planNameOf.as('plan_name'),
    documentsOf(db, 'users.id', 'category').as('documents'),
    shownPortalsOf(db, 'users.id').as('portals'),
    quotaUseNow(sql.ref('users.id')).as('quota'),
  ]);
}

/** A page of candidate records and its total (built once per shape: db/shaped-statement.ts). */
const recordsPage = shapedPage((db, shape: ListShape & { filter: CandidateListFilter }, values: ListValues) => {
  let query = candidatesOf(db, matchingOf(shape, values));
  if (shape.filter === 'near-quota') query = query.where(nearQuotaCondition);
  if (shape.filter === 'no-platform')
    query = query.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('portals').select('portals.id').whereRef('portals.user_id', '=', 'users.id'))),
    );
  const everyAssigned = shape.scope === 'everyAssigned' && !shape.search && shape.filter === 'all';
  return pageOfUsers(
    db,
    query,
    (select) => withRecordColumns(db, select),
    shape,
    values.offset,
    everyAssigned ? everyAssignedBuckets : undefined,
  );
});

/** The admin's candidates as records (user, documents, platforms, plan name, quota), filtered and searched. */
export async function listCandidateRecords(
  db: Kysely<Database>,
  options: Options & {
    filter: CandidateListFilter;
    page: number;
    limit: number;
    /** Offsets from here start at their day (assigned_days). */
    bucketedFrom?: number;
  },
): Promise<{ records: CandidateRecord[]; total: number }> {
  const everyAssigned = 'everyAssigned' in options.scope && !options.search && options.filter === 'all';
  const { shape, values } = listInputs(options, options.bucketedFrom ?? bucketedFromOffset, everyAssigned);
  const { rows, total } = await recordsPage(db, { ...shape, filter: options.filter }, values);
  return {
    records: rows.map(({ plan_name, documents, portals, quota, ...user }): CandidateRecord => ({
      user: presentUser(user),
      userDocuments: documents.map(presentDocument),
      userPortals: portals.map(presentPortal),
      planName: plan_name,
      quota: quota && {
        used: Number(quota.used),
        limit: quota.limit,
        period: quota.billing === 'weekly' ? 'week' : 'month',
      },
    })),
    total,
  };
}

export type JobHistoryOptions = Options & {
  plan?: PlanName | 'all';
  applied?: 'all' | 'this-week' | 'not-this-week';
  page: number;
  limit: number;
};

/** A page of the job-history table and its total (built once per shape: db/shaped-statement.ts). */
const jobHistoryPage = shapedPage(
  (
    db,
    shape: ListShape & { plan: PlanName | 'all'; applied: NonNullable<JobHistoryOptions['applied']> },
    values: ListValues,
  ) => {
    let query = candidatesOf(db, matchingOf(shape, values));
    if (shape.plan !== 'all') query = query.where(planNameOf, '=', sql.lit(shape.plan));
    if (shape.applied === 'this-week') query = query.where(appliedInLastWeek);
    if (shape.applied === 'not-this-week') query = query.where(sql<boolean>`not ${appliedInLastWeek}`);
    return pageOfUsers<{ plan_name: string; applied_this_week: string | number }>(
      db,
      query,
      (select) => select.select([planNameOf.as('plan_name'), appliedThisWeek.as('applied_this_week')]),
      shape,
      values.offset,
    );
  },
);

/** One admin's candidates for the job-history table, with their plan and applications of the last 7 days. */
export async function listJobHistoryCandidates(db: Kysely<Database>, options: JobHistoryOptions) {
  const { shape, values } = listInputs(options, bucketedFromOffset, false);
  const { rows, total } = await jobHistoryPage(
    db,
    { ...shape, plan: options.plan ?? 'all', applied: options.applied ?? 'all' },
    values,
  );
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
    count(mine()),
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
