import { sql, type Kysely } from 'kysely';
import type { PortalNotification, Role } from '@portal/shared/contracts';
import type { Database } from '../../db/database-types';
import { bucketedFromOffset, pageFromBucket } from '../../db/position-buckets';
import { rowLimit, skipping } from '../../db/page-with-total';
import { presentation, presentedList } from '../../db/presented-json';
import { shapedStatement } from '../../db/shaped-statement';
import { searchedPage, searchWalkRows, walkFirst } from '../../db/walk-first';
import { escapeLikePattern } from '../users/repository';
import type { UserRow } from '../users/tables';
import { publishNotificationEvent } from './events';
import { notificationText, sanitiseNotificationBody } from './sanitise';

export type NewNotification = {
  title: string;
  /** Rich text, already sanitised by the caller. */
  message: string;
  /** The words of the message (search). */
  messageText: string;
  type: string;
  /** Null for notifications the portal itself sends. */
  sender: string | null;
  /** When it was sent: now, unless the demo seed spreads its history over past days. */
  createdAt?: Date;
};

/** A notification the portal writes itself (e.g. the welcome after verification) to these accounts. */
export async function createNotification(
  trx: Kysely<Database>,
  notification: { title: string; message: string; type: string; sender: string | null; recipients: string[] },
): Promise<string> {
  const message = sanitiseNotificationBody(notification.message);
  const { id } = await sendNotification(
    trx,
    { ...notification, message, messageText: notificationText(message) },
    { users: notification.recipients },
  );
  return id;
}

/** Who receives it: every account of these roles, or these accounts (already checked as addressable). */
export type Audience = { roles: Role[] } | { users: string[] };

/**
 * Stores one notification and one recipient row per addressee in the caller's transaction, and publishes it
 * (delivered to every instance when the transaction commits). A whole role is one INSERT … SELECT: no id list
 * travels through Node, however many accounts there are. The sender never receives their own notification.
 */
export async function sendNotification(
  trx: Kysely<Database>,
  notification: NewNotification,
  audience: Audience,
): Promise<{ id: string; recipients: number }> {
  const { id, created_at } = await trx
    .insertInto('notifications')
    .values({
      title: notification.title,
      message: notification.message,
      message_text: notification.messageText,
      type: notification.type,
      sender: notification.sender,
      ...(notification.createdAt ? { created_at: notification.createdAt } : {}),
    })
    .returning(['id', 'created_at'])
    .executeTakeFirstOrThrow();
  let addressees = trx
    .selectFrom('users')
    .select((eb) => [
      sql<string>`${id}::uuid`.as('notification_id'),
      'users.id as user_id',
      eb.val(created_at).as('created_at'),
    ])
    .where('status', '!=', 'deleted');
  if (notification.sender) addressees = addressees.where('users.id', '!=', notification.sender);
  addressees =
    'roles' in audience
      ? addressees.where('role', 'in', audience.roles)
      : addressees.where('users.id', 'in', audience.users);
  const inserted = await trx
    .insertInto('notification_recipients')
    .columns(['notification_id', 'user_id', 'created_at'])
    .expression(addressees)
    .executeTakeFirst();
  await publishNotificationEvent(trx, { sent: id });
  return { id, recipients: Number(inserted.numInsertedOrUpdatedRows ?? 0) };
}

/**
 * How many of these accounts `sender` may address one by one: a super admin anyone; an admin the candidates
 * assigned to them and the super admins. Deleted accounts receive nothing.
 */
export async function countAddressable(
  db: Kysely<Database>,
  sender: Pick<UserRow, 'id' | 'role'>,
  users: string[],
): Promise<number> {
  let query = db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('count'))
    .where('id', 'in', users)
    .where('status', '!=', 'deleted');
  if (sender.role !== 'superAdmin')
    query = query.where((eb) =>
      eb.or([eb.and([eb('role', '=', 'user'), eb('account_officer', '=', sender.id)]), eb('role', '=', 'superAdmin')]),
    );
  const { count } = await query.executeTakeFirstOrThrow();
  return Number(count);
}

export async function countUnreadNotifications(db: Kysely<Database>, userId: string): Promise<number> {
  const { unread } = await db
    .selectFrom('notification_recipients')
    .select((eb) => eb.fn.countAll<string | number | bigint>().as('unread'))
    .where('user_id', '=', userId)
    .where('is_opened', '=', sql.lit(false))
    .executeTakeFirstOrThrow();
  return Number(unread);
}

/** Unread counts of many readers at once (the live streams of one instance); a reader with none is absent. */
export async function countUnreadOf(db: Kysely<Database>, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('notification_recipients')
    .select((eb) => ['user_id', eb.fn.countAll<string | number | bigint>().as('unread')])
    .where('user_id', 'in', userIds)
    .where('is_opened', '=', sql.lit(false))
    .groupBy('user_id')
    .execute();
  return new Map(rows.map((row) => [row.user_id, Number(row.unread)]));
}

/** Which of these readers received this notification. */
export async function recipientsAmong(db: Kysely<Database>, notificationId: string, userIds: string[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('notification_recipients')
    .select('user_id')
    .where('notification_id', '=', notificationId)
    .where('user_id', 'in', userIds)
    .execute();
  return rows.map((row) => row.user_id);
}

/** Counting stops here: a reader's total is exact up to this many, then shown as this many. */
export const inboxCountCap = 10_000;

/** A row of an inbox page (`inboxPage`): the notification, the reader's copy's state, its sender, and the reader. */
type InboxRow = {
  id: string;
  title: string;
  message: string;
  type: string;
  created_at: Date | string;
  is_opened: boolean | null;
  sender_id: string | null;
  first_name: string | null;
  last_name: string | null;
  role: Role | null;
  profile_picture: string | null;
  reader_id: string;
};

/** A notification in its reader's inbox as the API shows it (db/presented-json.ts): the reader's own copy only. */
const shownNotification = presentation<InboxRow, PortalNotification>({
  _id: 'id',
  title: 'title',
  message: 'message',
  type: 'type',
  createdAt: { iso: 'created_at' },
  sender: {
    fields: {
      _id: 'sender_id',
      firstName: 'first_name',
      lastName: 'last_name',
      role: 'role',
      profilePicture: 'profile_picture',
    },
    when: 'sender_id',
  },
  isOpened: { column: 'is_opened', otherwise: false },
  recipients: { inList: { user: 'reader_id', isOpened: { column: 'is_opened', otherwise: false } } },
});

/** An inbox page's shape: no search, a search's walk over the reader's latest, or its matches by the trigram indexes. */
type InboxShape = {
  searched: 'no' | 'walked' | 'indexed';
  /** How many rows the page reads (a walk: the first this many matches). */
  rows: number;
  walk: number;
  deep: boolean;
  bucketed: boolean;
};
type InboxValues = { reader: string; pattern: string | null; term: string | null; offset: number };

/** An inbox page's rows, unordered, with the kept total with each. */
function inboxPageRows(db: Kysely<Database>, shape: InboxShape, { reader, pattern, term, offset }: InboxValues) {
  // The reader's rows of the page first, from their own (user_id, created_at, notification_id) index alone, then
  // the page's notifications and senders: a deep page skips index entries, never joined rows. With a search the
  // words are in the notifications, so the walk joins them and filters.
  let mine = db.selectFrom('notification_recipients as r').where('r.user_id', '=', reader);
  if (shape.searched === 'indexed')
    mine = mine
      .innerJoin('notifications as m', 'm.id', 'r.notification_id')
      .where((eb) => eb.or([eb('m.message_text', 'ilike', pattern ?? ''), eb('m.title', 'ilike', pattern ?? '')]));
  const ordered = mine
    .select(['r.notification_id', 'r.created_at'])
    .orderBy('r.created_at', 'desc')
    .orderBy('r.notification_id', 'desc')
    .limit(rowLimit(shape.searched === 'walked' ? shape.walk : shape.rows));
  // A search's walk (db/walk-first.ts): the reader's latest, at most `walk`, and the first matches among them (as
  // the indexes' `ilike '%…%'` match, both lower-cased), prepared with its plan kept whatever the term.
  const walked = () =>
    db
      .selectFrom(ordered.as('latest'))
      .innerJoin('notifications as m', 'm.id', 'latest.notification_id')
      .where(
        sql<boolean>`(strpos(lower(m.message_text), lower(${term})) > 0 or strpos(lower(m.title), lower(${term})) > 0)`,
      )
      .select(['latest.notification_id', 'latest.created_at'])
      .orderBy('latest.created_at', 'desc')
      .orderBy('latest.notification_id', 'desc')
      .limit(rowLimit(shape.rows))
      .as('p');
  // A deep page of a plain inbox starts at the day that holds its first row (inbox_days, db/position-buckets.ts).
  const pageRows =
    shape.searched === 'walked'
      ? walked()
      : shape.bucketed
        ? pageFromBucket(
            db,
            { table: 'inbox_days', bucket: 'bucket', total: 'total', where: sql`user_id = ${reader}`, period: 'day' },
            offset,
            ordered,
            'r.created_at',
          ).as('p')
        : skipping(ordered, offset, shape.deep).as('p');
  // A search is not counted (that would read every match): its total runs to what this page shows. A plain inbox's
  // size is kept per reader by triggers: it comes with each of the page's rows (one round trip), and is read alone
  // only when the page is empty.
  return db
    .selectFrom(pageRows)
    .innerJoin('notifications as n', 'n.id', 'p.notification_id')
    .leftJoin('users as s', 's.id', 'n.sender')
    .select([
      'n.id',
      'n.title',
      'n.message',
      'n.type',
      'n.created_at',
      // Whether it was read, for the page's rows only (the skipped ones stay index entries): one primary-key entry
      // each. As a join, a generic plan looked each up in the reader's (user_id, created_at, ...) index by user_id
      // alone and walked their every row (list benchmark: 3.9 ms a page instead of 0.8).
      (eb) =>
        eb
          .selectFrom('notification_recipients as o')
          .select('o.is_opened')
          .whereRef('o.notification_id', '=', 'p.notification_id')
          .where('o.user_id', '=', reader)
          .as('is_opened'),
      's.id as sender_id',
      's.first_name',
      's.last_name',
      's.role',
      's.profile_picture',
      (eb) =>
        shape.searched !== 'no'
          ? sql<number | null>`null`.as('kept_total')
          : eb
              .selectFrom('inbox_counts')
              .select('inbox_counts.total')
              .where('inbox_counts.user_id', '=', reader)
              .as('kept_total'),
      'p.created_at as listed_at',
      sql<string>`cast(${reader} as uuid)`.as('reader_id'),
    ]);
}

/** An inbox page's statement (built once per shape: db/shaped-statement.ts): its rows, and the kept total with each. */
const inboxPage = shapedStatement((db, shape: InboxShape, values: InboxValues) =>
  db
    .selectFrom(inboxPageRows(db, shape, values).as('i'))
    .selectAll('i')
    .orderBy('i.listed_at', 'desc')
    .orderBy('i.id', 'desc'),
);

/** The same page as the API shows its notifications, written by PostgreSQL (db/presented-json.ts): only that. */
const shownInboxPage = shapedStatement((db, shape: InboxShape, values: InboxValues) =>
  db
    .selectFrom(inboxPageRows(db, shape, values).as('i'))
    .select(['i.kept_total', shownNotification.jsonText('i').as('shown')])
    .orderBy('i.listed_at', 'desc')
    .orderBy('i.id', 'desc'),
);

/** An inbox search over `page`'s rows: the reader's latest walked first, else the trigram indexes' matches (db/walk-first.ts). */
const inboxSearchOf = <Row>(page: (db: Kysely<Database>, shape: InboxShape, values: InboxValues) => Promise<Row[]>) =>
  walkFirst(
    async (db, _shape: Record<string, never>, values: { reader: string }, { search, walk, wanted }) =>
      (
        await page(
          db,
          { searched: 'walked', rows: wanted, walk, deep: false, bucketed: false },
          { ...values, pattern: null, term: search, offset: 0 },
        )
      ).map((found) => ({ found })),
    (db, _shape, values, { search, offset, limit }) =>
      page(
        db,
        { searched: 'indexed', rows: limit, walk: 0, deep: offset > 0, bucketed: false },
        { ...values, pattern: `%${escapeLikePattern(search)}%`, term: null, offset },
      ),
  );
const inboxSearch = inboxSearchOf(inboxPage);
const shownInboxSearch = inboxSearchOf(shownInboxPage);

/**
 * A page of one reader's inbox, newest first, optionally only those whose title or words contain `search`.
 * It walks the reader's own rows (user_id, created_at) index, so another reader's volume never slows it.
 */
export async function listInbox(
  db: Kysely<Database>,
  reader: string,
  query: InboxQuery,
  options: InboxOptions = {},
): Promise<{ docs: PortalNotification[]; totalDocs: number; hasNextPage: boolean }> {
  const { rows, totalDocs, hasNextPage } = await inboxRows(inboxPage, inboxSearch, db, reader, query, options);
  return { docs: rows.map(shownNotification.present), totalDocs, hasNextPage };
}

/** `listInbox` as the API sends it: the page's notifications as PostgreSQL wrote them (db/presented-json.ts). */
export async function listShownInbox(
  db: Kysely<Database>,
  reader: string,
  query: InboxQuery,
): Promise<{ docs: PortalNotification[]; totalDocs: number; hasNextPage: boolean }> {
  const { rows, totalDocs, hasNextPage } = await inboxRows(shownInboxPage, shownInboxSearch, db, reader, query, {});
  return {
    docs: presentedList<PortalNotification>(`[${rows.map((row) => row.shown).join(',')}]`),
    totalDocs,
    hasNextPage,
  };
}

type InboxQuery = { page: number; limit: number; search?: string };
type InboxOptions = {
  /** Offsets from here start at their day. */
  bucketedFrom?: number;
  searchWalk?: number;
};

/** The rows of an inbox page (`page`'s, or `search`'s), its total and whether a next page exists. */
async function inboxRows<Row extends { kept_total: unknown }>(
  page: (db: Kysely<Database>, shape: InboxShape, values: InboxValues) => Promise<Row[]>,
  search: ReturnType<typeof inboxSearchOf<Row>>,
  db: Kysely<Database>,
  reader: string,
  { page: pageNumber, limit, search: term }: InboxQuery,
  { bucketedFrom = bucketedFromOffset, searchWalk = searchWalkRows }: InboxOptions,
) {
  const offset = (pageNumber - 1) * limit;
  if (term) {
    const searched = await searchedPage(offset, limit, (from, count) =>
      search(db, {}, { reader }, { search: term, offset: from, limit: count, walk: searchWalk }),
    );
    // The inbox's total holds this page's matches, not the row more: hasNextPage tells that one.
    return { ...searched, totalDocs: Math.min(searched.total, offset + limit) };
  }
  // One row more than the page tells whether a next page exists.
  const rows = await page(
    db,
    { searched: 'no', rows: limit + 1, walk: 0, deep: offset > 0, bucketed: offset >= bucketedFrom },
    { reader, pattern: null, term: null, offset },
  );
  const totalDocs = Math.min(
    Number(
      rows.length > 0
        ? (rows[0]!.kept_total ?? 0)
        : ((await db.selectFrom('inbox_counts').select('total').where('user_id', '=', reader).executeTakeFirst())
            ?.total ?? 0),
    ),
    inboxCountCap,
  );
  return { rows: rows.slice(0, limit), totalDocs, hasNextPage: rows.length > limit };
}

/**
 * Marks the reader's copy opened, once: the first call sets when; later calls change nothing.
 * Null when the reader did not receive this notification.
 */
export async function markNotificationRead(
  trx: Kysely<Database>,
  reader: string,
  notificationId: string,
): Promise<{ changed: boolean } | null> {
  const changed = await trx
    .updateTable('notification_recipients')
    .set({ is_opened: true, opened_at: sql`now()` })
    .where('notification_id', '=', notificationId)
    .where('user_id', '=', reader)
    .where('is_opened', '=', sql.lit(false))
    .executeTakeFirst();
  if (Number(changed.numUpdatedRows) > 0) {
    await publishNotificationEvent(trx, { read: reader });
    return { changed: true };
  }
  const exists = await trx
    .selectFrom('notification_recipients')
    .select('user_id')
    .where('notification_id', '=', notificationId)
    .where('user_id', '=', reader)
    .executeTakeFirst();
  return exists ? { changed: false } : null;
}
