import { sql, type AliasedSelectQueryBuilder, type Kysely } from 'kysely';
import type { Subscriber, SubscriberFilter } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import { shownDocumentsOf } from '../documents/present';
import { shownPortalsOf } from '../portals/routes';
import { shownUserJsonOf } from '../users/present';
import { escapeLikePattern, searchTextHolds, shapedSearchIds, userSearchText } from '../users/repository';
import { countCap } from '../../db/capped-count';
import {
  newestFirst,
  type NewestFirstColumns,
  rowLimit,
  shapedPage,
  shapedPresentedPage,
  shapedPresentedRowsByIds,
  shapedRowsByIds,
  skipping,
  type JsonRow,
  type Listed,
} from '../../db/page-with-total';
import { presentation } from '../../db/presented-json';
import { bucketedFromOffset, pageFromBucket, type KeptBuckets } from '../../db/position-buckets';
import { shapedStatement } from '../../db/shaped-statement';
import { searchedPage, searchWalkRows, walkFirst } from '../../db/walk-first';
import type { UserStatus } from '../users/tables';
import { noOfficer } from './tables';

/** An officer still looks after their candidates while active or pending; suspended or deleted ones do not. */
const officerHolds = { active: true, pending: true, suspended: false, deleted: false } as const satisfies Record<
  UserStatus,
  boolean
>;
const statusesWhere = (holds: boolean) =>
  (Object.keys(officerHolds) as UserStatus[]).filter((status) => officerHolds[status] === holds);
export const officerStatusesThatHold = statusesWhere(true);
/**
 * The same, and the statuses that release them, as literals in a statement (a few fixed values): a prepared
 * statement's generic plan is then costed as a custom one and kept (with parameters every call was planned again, and
 * the released admins were read from every account: 38 ms). Each is listed (not "not one of the others"), so the
 * admins' status index finds the few released ones without reading the 200 who hold.
 */
const holdingStatuses = officerStatusesThatHold.map((status) => sql.lit(status));
const releasingStatuses = statusesWhere(false).map((status) => sql.lit(status));

export type SubscriberListFilter = {
  search?: string;
  filter: SubscriberFilter;
  plan: 'all' | 'Free' | 'Silver' | 'Gold';
  page: number;
  limit: number;
};

/** How a subscriber stands with an officer: any; held by an active or pending one; none (released: `unassignedPageIds`). */
type OfficerState = 'any' | 'held' | 'none';

/** The admins released from their candidates (suspended or deleted), whose candidates count as unassigned again. */
const releasedOfficers = (db: Kysely<Database>) =>
  db.selectFrom('users').select('id').where('role', '=', sql.lit('admin')).where('status', 'in', releasingStatuses);

/** Subscribers matching the plan and the search; `officer` narrows them to one way of being (un)assigned. */
function subscribersMatching(
  db: Kysely<Database>,
  filter: Pick<SubscriberListFilter, 'plan' | 'search'>,
  officer: OfficerState,
) {
  // A literal role: the partial indexes (users_subscribers_idx, users_unassigned_subscribers_idx) are defined on it.
  let query = db.selectFrom('users').where('role', '=', sql.lit('user')).where('subscription', 'is not', null);
  // No officer: users_unassigned_subscribers_idx, a small partial index.
  if (officer === 'none') query = query.where('account_officer', 'is', null);
  // Held: an officer who has not been released. Every officer is an admin (assignment takes active admins only), so
  // this is "an active or pending admin", checked against the few released ones instead of the many who hold: each
  // row walked compared its officer with all 200 admins (list benchmark: page 1000 of assigned, 35 req/s).
  if (officer === 'held')
    query = query
      .where('account_officer', 'is not', null)
      .where(sql<boolean>`account_officer <> all(array(${releasedOfficers(db)}))`);
  if (filter.plan !== 'all') query = query.where('subscription', '=', sql.lit(filter.plan));
  if (filter.search) query = query.where(userSearchText, 'ilike', `%${escapeLikePattern(filter.search)}%`);
  return query;
}

/**
 * How many subscribers of this plan stand so with an officer, from the kept counts, as a SQL expression. Any officer
 * or none: the per-plan totals (subscriber_plan_totals: a row per plan; summing every officer's counts read 600 rows a
 * call). Unassigned, no officer or an admin who no longer holds them (suspended or deleted): the per-officer counts
 * (subscriber_counts: one row per officer and plan) of no officer and of the few released admins (looking each
 * count's officer up read 600 accounts a call: list benchmark, 1.4 ms of the dashboard's 1.9). Held, an officer not
 * released, as the list's rows are (`subscribersMatching`): the plan's total less the unassigned (summing the counts
 * of the 200 admins who hold was twice the time: list benchmark, 0.29 against 0.12 ms of PostgreSQL's).
 */
function keptSubscriberCount(
  db: Kysely<Database>,
  plan: SubscriberListFilter['plan'],
  officer: 'any' | 'held' | 'unassigned',
) {
  // Literals throughout (the plan, the role, the statuses, no officer: a few fixed values), so a prepared statement's
  // generic plan is costed as a custom one and kept (with parameters every call was planned again).
  let totals = db
    .selectFrom('subscriber_plan_totals as t')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('t.total'), eb.lit(0)).as('total'));
  if (plan !== 'all') totals = totals.where('t.plan', '=', sql.lit(plan));
  if (officer === 'any') return totals;
  // Each a primary-key look-up of subscriber_counts (officer, plan): no officer's, then each released admin's.
  const countsOf = (officers: 'none' | 'released') => {
    let query = db
      .selectFrom('subscriber_counts as c')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string | number>('c.total'), eb.lit(0)).as('total'));
    query =
      officers === 'none'
        ? query.where('c.officer', '=', sql.lit(noOfficer))
        : query.where('c.officer', 'in', releasedOfficers(db));
    return plan === 'all' ? query : query.where('c.plan', '=', sql.lit(plan));
  };
  const unassigned = sql<string>`((${countsOf('none')}) + (${countsOf('released')}))`;
  return db.selectNoFrom((officer === 'held' ? sql<string>`(${totals}) - ${unassigned}` : unassigned).as('total'));
}

/** Subscribers with no officer looking after them (the dashboard's figure), from the kept counts: exact. */
export const unassignedSubscriberCount = (db: Kysely<Database>) => keptSubscriberCount(db, 'all', 'unassigned');

/**
 * Where a page starts: `offset` rows skipped (`deep` when any), the page's last row `through` from the list's start;
 * `bucketed`: from the day that holds its first row (no officer filter: subscriber_days, subscriber_plan_days; held by
 * an officer, every plan: subscriber_officer_days).
 */
type PageStart = { offset: number; deep: boolean; bucketed: boolean; through: number };

/** The kept position buckets of the subscribers of a plan (or all), per UTC day of signing up. */
const subscriberBuckets = (plan: SubscriberListFilter['plan']): KeptBuckets =>
  plan === 'all'
    ? { table: 'subscriber_days', bucket: 'bucket', total: 'total', where: sql`true`, period: 'day' }
    : {
        table: 'subscriber_plan_days',
        bucket: 'bucket',
        total: 'total',
        where: sql`subscription = ${sql.lit(plan)}`,
        period: 'day',
      };

/** The kept position buckets of the subscribers who have an officer, per UTC day of signing up (every plan). */
const subscriberOfficerBuckets: KeptBuckets = {
  table: 'subscriber_officer_days',
  bucket: 'bucket',
  total: 'total',
  where: sql`true`,
  period: 'day',
};

/** What a page's rows give: its ids (id, created_at); a search's walk also reads the names and e-mails (search_text). */
const pageColumns = ['id', 'created_at'] as const;
const walkedColumns = ['id', 'created_at', 'search_text'] as const;
type WalkedColumn = (typeof walkedColumns)[number];

/**
 * A page's `columns` (its ids, or what a search's walk reads) of subscribers of the plan (and the search) in one way of
 * standing with an officer.
 */
function pageIdsOf(
  db: Kysely<Database>,
  filter: Pick<SubscriberListFilter, 'plan' | 'search'> & { filter: SubscriberFilter },
  count: number,
  start: PageStart,
  columns: readonly WalkedColumn[],
) {
  const subscribers = (officer: OfficerState) => subscribersMatching(db, filter, officer);
  if (filter.filter !== 'unassigned') {
    const ordered = subscribers(filter.filter === 'assigned' ? 'held' : 'any')
      .select(columns)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(rowLimit(count));
    if (!start.bucketed) return skipping(ordered, start.offset, start.deep);
    if (filter.filter === 'all')
      return pageFromBucket(db, subscriberBuckets(filter.plan), start.offset, ordered, 'created_at');
    // Held by an officer: while no officer has been released, every subscriber with an officer, whose days are kept
    // (subscriber_officer_days); once one has, the list walks as before. Each way is guarded by that one test, which
    // PostgreSQL makes once, so only one of them runs.
    const released = sql<boolean>`exists (${releasedOfficers(db)})`;
    const fromDay = db
      .selectFrom(pageFromBucket(db, subscriberOfficerBuckets, start.offset, ordered, 'created_at').as('b'))
      .selectAll('b')
      .where(sql<boolean>`not ${released}`);
    const walked = db
      .selectFrom(skipping(ordered, start.offset, true).as('w'))
      .selectAll('w')
      .where(released);
    return db.selectFrom(fromDay.unionAll(walked).as('held')).selectAll('held');
  }
  /*
   * Unassigned is two small sets, each newest first from its own index, merged in the database: those with no
   * officer (users_unassigned_subscribers_idx) and each released officer's (suspended or deleted; their
   * (account_officer, created_at) index, one officer at a time). One query with an OR over both scanned every
   * candidate, and walking every subscriber for the few whose officer was released read all 95 000 when none was
   * (list benchmark: 50 req/s).
   */
  const eachUpTo = start.deep ? start.through : rowLimit(count);
  const released = db
    .selectFrom(releasedOfficers(db).as('o'))
    .innerJoinLateral(
      subscribers('any')
        .where('account_officer', '=', sql.ref<string>('o.id'))
        .select(columns)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(eachUpTo)
        .as('c'),
      (join) => join.onTrue(),
    )
    .selectAll('c');
  const none = subscribers('none').select(columns).orderBy('created_at', 'desc').orderBy('id').limit(eachUpTo);
  return db
    .selectFrom(db.selectFrom(none.as('n')).selectAll().unionAll(released).as('m'))
    .selectAll('m')
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id')
    .$call((query) => skipping(query.limit(rowLimit(count)), start.offset, start.deep));
}

/** The subscribers of these page ids (id, created_at), newest first, with all a subscriber shows. */
function subscriberRowsOf(db: Kysely<Database>, ids: AliasedSelectQueryBuilder<NewestFirstColumns, 'p'>) {
  return db
    .selectFrom(ids)
    .innerJoin('users as u', 'u.id', 'p.id')
    .leftJoin('users as officer', (join) =>
      join.onRef('officer.id', '=', 'u.account_officer').on('officer.status', 'in', holdingStatuses),
    )
    .select([
      // The user is their kept JSON: of their columns, the page needs only its order (creation, id) and the plan.
      'u.id',
      'u.created_at',
      'u.subscription',
      'officer.id as officer_id',
      'officer.first_name as officer_first_name',
      'officer.last_name as officer_last_name',
      'officer.status as officer_status',
      shownUserJsonOf('u.id').as('shown_user'),
      shownDocumentsOf('u.id', 'created_at').as('documents'),
      shownPortalsOf('u.id').as('portals'),
    ])
    .orderBy('p.created_at', 'desc')
    .orderBy('p.id');
}

/** A subscriber's row as `subscriberRowsOf` reads it. */
type SubscriberRow = Awaited<ReturnType<ReturnType<typeof subscriberRowsOf>['execute']>>[number];

/** A subscriber as the API shows it (db/presented-json.ts): the plan 'Free' when none, the officer who holds them. */
const shownSubscriber = presentation<Listed<SubscriberRow>, Subscriber>({
  user: 'shown_user',
  userDocuments: 'documents',
  userPortals: 'portals',
  planName: { column: 'subscription', otherwise: 'Free' },
  officer: {
    fields: {
      _id: 'officer_id',
      firstName: 'officer_first_name',
      lastName: 'officer_last_name',
      status: 'officer_status',
    },
    when: 'officer_id',
  },
});

/** The parts of a page of the unsearched list, its total from the kept counts (db/page-with-total.ts). */
const subscribersPageParts = (
  db: Kysely<Database>,
  shape: {
    filter: SubscriberFilter;
    plan: SubscriberListFilter['plan'];
    limit: number;
    deep: boolean;
    bucketed: boolean;
  },
  values: Pick<PageStart, 'offset' | 'through'>,
) => {
  const held = shape.filter === 'assigned' ? 'held' : shape.filter === 'unassigned' ? 'unassigned' : 'any';
  const counted = keptSubscriberCount(db, shape.plan, held);
  return {
    total: sql`least((${counted}), ${countCap})`,
    rows: subscriberRowsOf(
      db,
      pageIdsOf(db, shape, shape.limit, { ...values, deep: shape.deep, bucketed: shape.bucketed }, pageColumns).as('p'),
    ),
    order: newestFirst,
    offset: shape.deep ? sql`${values.offset}` : undefined,
  };
};

/** A page of the unsearched list and its total (built once per shape: db/shaped-statement.ts). */
const subscribersPage = shapedPage(subscribersPageParts);
/** The same page as the API shows it, written by PostgreSQL (db/presented-json.ts). */
const shownSubscribersPage = shapedPresentedPage(subscribersPageParts, shownSubscriber);

/** A search of the subscribers, held by an officer or any (its statements built once per shape). */
const subscribersSearch = shapedSearchIds(
  (db, shape: Pick<SubscriberListFilter, 'plan'> & { officer: 'held' | 'any' }, _values: Record<string, never>) =>
    subscribersMatching(db, { plan: shape.plan }, shape.officer),
);

/**
 * A search of the unassigned subscribers (`walkFirst`): their newest rows walked, names and e-mails read from their
 * indexes (the statement built once per plan), else the trigram index's matches.
 */
const unassignedWalk = shapedStatement(
  (
    db,
    shape: Pick<SubscriberListFilter, 'plan'> & { walk: number; wanted: number },
    values: { searchTerm: string },
  ) => {
    const newest = pageIdsOf(
      db,
      { plan: shape.plan, filter: 'unassigned' },
      shape.walk,
      { offset: 0, deep: false, bucketed: false, through: shape.walk },
      walkedColumns,
    ).as('newest');
    return db
      .selectFrom(newest)
      .select(['newest.id', 'newest.created_at'])
      .where(searchTextHolds('newest', values.searchTerm))
      .orderBy('newest.created_at', 'desc')
      .orderBy('newest.id')
      .limit(rowLimit(shape.wanted));
  },
);
const unassignedSearch = walkFirst(
  async (db, shape: Pick<SubscriberListFilter, 'plan'>, _values: Record<string, never>, { search, walk, wanted }) =>
    (await unassignedWalk(db, { plan: shape.plan, walk, wanted }, { searchTerm: search })).map((found) => ({ found })),
  (db, shape, _values, { search, offset, limit }) =>
    pageIdsOf(
      db,
      { plan: shape.plan, search, filter: 'unassigned' },
      limit,
      { offset, deep: offset > 0, bucketed: false, through: offset + limit },
      pageColumns,
    ).execute(),
);

/** The subscribers of a searched page, by their ids (found first). */
const subscriberRowsByIds = (db: Kysely<Database>, ids: readonly string[]) =>
  subscriberRowsOf(db, db.selectFrom('users').select(['id', 'created_at']).where('id', 'in', ids).as('p'));
/** A searched page's subscribers. */
const subscribersByIds = shapedRowsByIds(subscriberRowsByIds, newestFirst);
/** The same as the API shows them, written by PostgreSQL (db/presented-json.ts). */
const shownSubscribersByIds = shapedPresentedRowsByIds(subscriberRowsByIds, newestFirst, shownSubscriber);

/**
 * A searched page's subscribers' ids and its total: the newest rows first, else the trigram index's matches
 * (users/repository.ts): ordered by date alone, a term that matched no one walked all 95 000 subscribers (list
 * benchmark: 14 req/s). A search is counted only up to this page, as /applications does: one row more tells whether a
 * next page exists.
 */
async function searchedSubscriberIds(
  db: Kysely<Database>,
  filter: SubscriberListFilter & { search: string },
): Promise<{ ids: string[]; total: number }> {
  const offset = (filter.page - 1) * filter.limit;
  const search = (from: number, limit: number) =>
    (filter.filter === 'unassigned' ? unassignedSearch : subscribersSearch)(
      db,
      { plan: filter.plan, officer: filter.filter === 'assigned' ? 'held' : 'any' },
      {},
      { search: filter.search, offset: from, limit, walk: searchWalkRows },
    );
  const { rows, total } = await searchedPage(offset, filter.limit, async (from, limit): Promise<{ id: string }[]> =>
    search(from, limit),
  );
  return { ids: rows.map((row) => row.id), total };
}

/**
 * Subscribed candidates (a plan chosen), newest first, with their documents, platforms and officer. A candidate
 * whose admin was suspended or deleted counts as unassigned (and may be assigned again). Without a search, the page
 * and its total are one statement; a search first finds its page (`shapedSearchIds`; the unassigned, `unassignedSearch`),
 * then reads its rows.
 */
export async function listSubscribers(
  db: Kysely<Database>,
  filter: SubscriberListFilter,
  { bucketedFrom = bucketedFromOffset }: { /** Offsets from here start at their day. */ bucketedFrom?: number } = {},
): Promise<{ docs: Subscriber[]; total: number }> {
  let found: { rows: JsonRow<SubscriberRow>[]; total: number };
  if (filter.search) {
    const { ids, total } = await searchedSubscriberIds(db, { ...filter, search: filter.search });
    found = { rows: await subscribersByIds(db, ids), total };
  } else found = await subscribersPage(db, ...pageInputs(filter, bucketedFrom));
  return { docs: found.rows.map(shownSubscriber.present), total: found.total };
}

/** An unsearched page's shape and where it starts. */
function pageInputs(filter: SubscriberListFilter, bucketedFrom: number) {
  const offset = (filter.page - 1) * filter.limit;
  return [
    {
      filter: filter.filter,
      plan: filter.plan,
      limit: filter.limit,
      deep: offset > 0,
      bucketed:
        (filter.filter === 'all' || (filter.filter === 'assigned' && filter.plan === 'all')) && offset >= bucketedFrom,
    },
    { offset, through: offset + filter.limit },
  ] as const;
}

/**
 * `listSubscribers` as the API sends it: each page as PostgreSQL writes it (db/presented-json.ts).
 */
export async function listShownSubscribers(
  db: Kysely<Database>,
  filter: SubscriberListFilter,
): Promise<{ docs: Subscriber[]; total: number }> {
  if (!filter.search) return shownSubscribersPage(db, ...pageInputs(filter, bucketedFromOffset));
  const { ids, total } = await searchedSubscriberIds(db, { ...filter, search: filter.search });
  return { docs: await shownSubscribersByIds(db, ids), total };
}
