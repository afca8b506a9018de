import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { CandidateListFilter, CandidateRecord, PlanName } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import { cappedCountOf, countCap } from '../../db/capped-count';
import { pageWithTotal, rowLimit, skipping } from '../../db/page-with-total';
import { bucketedFromOffset, pageFromBucket, type KeptBuckets } from '../../db/position-buckets';
import { appliedSince, since, weekDays } from '../applications/repository';
import { nearQuotaCondition, quotaUseNow, runningPlan } from '../applications/quota';
import { documentsOf, presentDocument } from '../documents/present';
import { presentPortal, shownPortalsOf } from '../portals/routes';
import { presentUser } from '../users/present';
import { escapeLikePattern } from '../users/repository';
import type { UserRow } from '../users/tables';

/** Whose candidates: one admin's, or (a super admin's lists) every assigned candidate. */
export type CandidateScope = { adminId: string } | { everyAssigned: true };

/** The text the trigram index covers (the same expression as in the migration). */
const searchText = sql<string>`(users.first_name || ' ' || users.last_name || ' ' || users.email)`;
/** The plan a list names: the running plan, else the last one chosen, else 'Free' (spec: 'Free' when none). */
export const planNameOf = sql<string>`coalesce((select plan.plan_name from ${runningPlan(sql.ref('users.id'))} plan), users.subscription, 'Free')`;
const appliedThisWeek = appliedSince(sql.ref('users.id'), weekDays);

const appliedInLastWeek = sql<boolean>`exists (select 1 from applications a where a.user_id = users.id and a.applied_at >= ${since(weekDays)})`;

type Options = { scope: CandidateScope; search?: string };

function candidatesOf(db: Kysely<Database>, { scope, search }: Options) {
  // A literal role: the partial indexes (users_officer_candidates_idx, users_assigned_created_idx) are defined on it,
  // and a prepared statement's generic plan can use them only so (with a parameter, an admin's first page read the
  // entries of all 100 000 candidates: 6 ms).
  let query = db.selectFrom('users').where('users.role', '=', sql.lit('user'));
  query =
    'adminId' in scope
      ? query.where('users.account_officer', '=', scope.adminId)
      : query.where('users.account_officer', 'is not', null);
  if (search) query = query.where(searchText, 'ilike', `%${escapeLikePattern(search)}%`);
  return query;
}

/** Every assigned candidate (the super admin's list with no search or filter): kept per day of signing up. */
const everyAssignedBuckets: KeptBuckets = {
  table: 'assigned_days',
  bucket: 'bucket',
  total: 'total',
  where: sql`true`,
  period: 'day',
};

/**
 * A page of the query's users (newest first), with `extras`' columns, and its count, capped, in one statement. With
 * `kept` (the query is exactly the list those buckets keep), the count is their sum and a deep page starts at its
 * bucket (db/position-buckets.ts).
 */
async function pageOfUsers<Extra extends object>(
  db: Kysely<Database>,
  query: SelectQueryBuilder<Database, 'users', object>,
  extras: (
    query: SelectQueryBuilder<Database, 'users', UserRow>,
  ) => SelectQueryBuilder<Database, 'users', UserRow & Extra>,
  { page, limit }: { page: number; limit: number },
  { kept, bucketedFrom = bucketedFromOffset }: { kept?: KeptBuckets; bucketedFrom?: number } = {},
): Promise<{ rows: (UserRow & Extra)[]; total: number }> {
  // The page's ids first (an index walk), then the per-candidate figures for those ten only: a select-list
  // subquery next to OFFSET would run for every skipped row too.
  const offset = (page - 1) * limit;
  const ordered = query
    .select(['users.id', 'users.created_at'])
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id')
    .limit(rowLimit(limit));
  const pageIds =
    kept && offset >= bucketedFrom
      ? db.selectFrom(pageFromBucket(db, kept, offset, ordered, 'users.created_at').as('p')).select('p.id')
      : skipping(ordered, offset).clearSelect().select('users.id');
  const counted = kept
    ? sql<string>`(select least(coalesce(sum(${sql.ref(kept.total)}), 0), ${countCap}) from ${sql.table(kept.table)} where ${kept.where})`
    : cappedCountOf(query);
  const rows = extras(db.selectFrom('users').selectAll('users'))
    .where('users.id', 'in', pageIds)
    .orderBy('users.created_at', 'desc')
    .orderBy('users.id');
  return pageWithTotal(db, counted, rows, [
    ['created_at', 'desc'],
    ['id', 'asc'],
  ]);
}

/**
 * What a candidate record shows besides the user, as columns of the user's row (so the page's records come in its one
 * statement): the plan's name, the documents and platforms (JSON), and the running plan's quota use (JSON; null
 * when no plan runs).
 */
function withRecordColumns(db: Kysely<Database>, select: SelectQueryBuilder<Database, 'users', UserRow>) {
  return select.select([
    planNameOf.as('plan_name'),
    documentsOf(db, 'users.id', 'category').as('documents'),
    shownPortalsOf(db, 'users.id').as('portals'),
    quotaUseNow(sql.ref('users.id')).as('quota'),
  ]);
}

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
  let query = candidatesOf(db, options);
  if (options.filter === 'near-quota') query = query.where(nearQuotaCondition);
  if (options.filter === 'no-platform')
    query = query.where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('portals').select('portals.id').whereRef('portals.user_id', '=', 'users.id'))),
    );
  const everyAssigned = 'everyAssigned' in options.scope && !options.search && options.filter === 'all';
  const { rows, total } = await pageOfUsers(db, query, (select) => withRecordColumns(db, select), options, {
    kept: everyAssigned ? everyAssignedBuckets : undefined,
    bucketedFrom: options.bucketedFrom,
  });
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

/** One admin's candidates for the job-history table, with their plan and applications of the last 7 days. */
export async function listJobHistoryCandidates(db: Kysely<Database>, options: JobHistoryOptions) {
  let query = candidatesOf(db, options);
  if (options.plan && options.plan !== 'all') query = query.where(planNameOf, '=', options.plan);
  if (options.applied === 'this-week') query = query.where(appliedInLastWeek);
  if (options.applied === 'not-this-week') query = query.where(sql<boolean>`not ${appliedInLastWeek}`);
  const { rows, total } = await pageOfUsers<{ plan_name: string; applied_this_week: string | number }>(
    db,
    query,
    (select) => select.select([planNameOf.as('plan_name'), appliedThisWeek.as('applied_this_week')]),
    options,
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
