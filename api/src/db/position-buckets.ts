import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder, type SqlBool } from 'kysely';
import type { Database } from './database-types';
import { createStatementTriggers, dropStatementTriggers } from './statement-triggers';

/* eslint-disable @typescript-eslint/no-explicit-any -- the migration helpers run against whatever schema exists */

/**
 * Deep pages that do not walk the rows before them. A list shown newest first keeps, next to its total, how many of
 * its rows fall in each period of its timestamp (a bucket: whole UTC hours or days, kept by triggers). The page at
 * `offset` then starts in the newest bucket where the running sum of the newer buckets passes the offset: the page's
 * rows are older than that bucket's end, and only `offset - (rows of the newer buckets)` of them are skipped. A deep
 * page reads the buckets up to its own and walks at most one bucket's rows, instead of every row before it (list
 * benchmark: page 1000 walked 10 000 index entries, or 80 000 rows for a filter that one row in eight passes).
 * A list may keep coarser buckets over its finer ones (weeks of days, days of hours): the page's week is found
 * first, then its day within that week, so neither many days nor a crowded day is read row by row.
 */
export type BucketPeriod = 'hour' | 'day' | 'week';

/** Each period's length; a week runs from a Thursday, as the epoch did (whole UTC days either way). */
const periodSeconds: Record<BucketPeriod, number> = { hour: 3_600, day: 86_400, week: 604_800 };

/** Offsets below this walk the list as they are: reading the buckets costs more than skipping so few rows. */
export const bucketedFromOffset = 500;

/**
 * SQL text of the bucket a timestamp column falls in, for the triggers and refresh functions that keep the buckets
 * (migrations): the start of its UTC hour or day, whatever the session's time zone.
 */
export function bucketOf(column: string, period: BucketPeriod): string {
  const seconds = periodSeconds[period];
  return `to_timestamp(floor(extract(epoch from ${column}) / ${seconds}) * ${seconds})`;
}

/** The bucket a timestamp falls in, as SQL on a value or expression (the queries' side of `bucketOf`). */
export function bucketStartOf(at: RawBuilder<unknown>, period: BucketPeriod): RawBuilder<Date> {
  const seconds = sql.lit(periodSeconds[period]);
  return sql<Date>`to_timestamp(floor(extract(epoch from ${at}) / ${seconds}) * ${seconds})`;
}

/** One list's kept buckets: the table, and the condition that picks this list's rows of it. */
export type KeptBuckets = {
  table: string;
  /** Column of the bucket's start (a timestamptz written by `bucketOf`). */
  bucket: string;
  /** Column of how many of the list's rows fall in it. */
  total: string;
  /** Which rows of `table` are this list's buckets, e.g. sql`user_id = ${id}`. */
  where: RawBuilder<unknown>;
  period: BucketPeriod;
  /**
   * The same list's rows in shorter periods (days of these weeks, hours of these days), when it keeps them too: the
   * page then starts at its bucket of those within its bucket of these. A candidate's applications (days, then
   * application_hours): a day of 2 500 applications was skipped entry by entry up to the page (list benchmark: the
   * candidate's page 1000 took 1.5 times their first page). The registered candidates per filter (weeks, then days):
   * page 1000 read 188 days of one state.
   */
  finer?: KeptBuckets;
};

/**
 * Where the page at `offset` starts, as a one-row subquery (none past the end of the list) of `before`, the page's
 * rows have timestamps below it, and `skip`, how many of those to skip. The list joins it LATERAL and uses both
 * (`pageFromBucket`), so the buckets and the rows are read in one statement, one snapshot.
 */
export function pageStart(buckets: KeptBuckets, offset: number): RawBuilder<{ before: Date; skip: number }> {
  return levelStart(buckets, sql`${offset}`, sql`true`);
}

/** Where the page starts in `buckets` (of rows `within`), skipping `offset` of their rows, then in its finer ones. */
function levelStart(
  buckets: KeptBuckets,
  offset: RawBuilder<unknown>,
  within: RawBuilder<unknown>,
): RawBuilder<{ before: Date; skip: number }> {
  const { table, bucket, total, where, period, finer } = buckets;
  const start = bucketStart(table, bucket, total, where, period, within, offset);
  if (!finer) return start;
  // Within the bucket found, the same running sum over its finer buckets, from how many rows it skips.
  const inBucket = sql`${sql.ref(finer.bucket)} < d.before and ${sql.ref(finer.bucket)} >= d.before - make_interval(secs => ${periodSeconds[period]})`;
  return sql`(select f.before, f.skip from ${start} as d cross join lateral ${levelStart(finer, sql.ref('d.skip'), inBucket)} as f)`;
}

/**
 * The bucket of `table` (of `period`, rows `where` and `within`) that holds row `offset` of its list, newest first:
 * a running sum that stops at the first bucket passing the offset (index order, no sort), as a one-row subquery of
 * where the page's rows end (`before`) and how many rows of that bucket come before the page (`skip`).
 */
function bucketStart(
  table: string,
  bucket: string,
  total: string,
  where: RawBuilder<unknown>,
  period: BucketPeriod,
  within: RawBuilder<unknown>,
  offset: RawBuilder<unknown>,
): RawBuilder<{ before: Date; skip: number }> {
  return sql`(
    select b.bucket + make_interval(secs => ${periodSeconds[period]}) as before, ${offset} - (b.through - b.total) as skip
      from (select ${sql.ref(bucket)} as bucket, ${sql.ref(total)} as total,
                   sum(${sql.ref(total)}) over (order by ${sql.ref(bucket)} desc) as through
              from ${sql.table(table)}
             where ${where} and ${within}
             order by ${sql.ref(bucket)} desc) as b
     where b.through > ${offset}
     order by b.bucket desc
     limit 1)`;
}

/**
 * The page at `offset` of `ordered` (the list's query, ordered newest first by `at` and limited, with no offset):
 * its rows from the bucket that holds the page's first row (`pageStart`, joined LATERAL: one statement).
 */
export function pageFromBucket<DB extends Database, TB extends keyof DB, O>(
  db: Kysely<Database>,
  buckets: KeptBuckets,
  offset: number,
  ordered: SelectQueryBuilder<DB, TB, O>,
  at: string,
) {
  return db
    .selectFrom(pageStart(buckets, offset).as('start'))
    .innerJoinLateral(
      ordered
        .where(sql<SqlBool>`${sql.ref(at)} < start.before`)
        .offset(sql<number>`start.skip`)
        .as('page'),
      (join) => join.onTrue(),
    )
    .selectAll('page');
}

/**
 * A list's rows per bucket of a table: each owner's (e.g. each candidate's applications per day of applying), or,
 * with no owner, one list's (e.g. every assigned candidate per day of signing up).
 */
export type OwnerBuckets = {
  /** The table of buckets to create, e.g. application_days. */
  name: string;
  /** The table whose rows are counted. */
  table: string;
  /** Its column naming the list's owner, e.g. user_id; none for one list of the whole table. */
  owner?: string;
  /** The owner column's type: a uuid (an account), or text (e.g. a plan's name). */
  ownerType?: 'uuid' | 'text';
  /** Which of its rows are in the list (SQL on its columns); all when omitted. */
  where?: string;
  /** Its timestamp column the list is ordered by, newest first. */
  at: string;
  period: BucketPeriod;
};

/**
 * Creates a list's kept buckets (a migration): the table `name` ([owner,] bucket, total), `refresh_<name>()` for bulk
 * loads that bypass triggers, and statement-level triggers on `table` that apply what each statement inserted,
 * deleted or moved, one grouped change per owner and bucket (a send to every account stays one statement). A bucket
 * that empties is removed, so a removed account leaves no row naming it.
 */
export async function createOwnerBuckets(db: Kysely<any>, buckets: OwnerBuckets): Promise<void> {
  const { name, table, owner, ownerType = 'uuid', where, at, period } = buckets;
  const keys = owner ? [owner, 'bucket'] : ['bucket'];
  const listed = (rows: string) =>
    `select ${owner ? `${owner}, ` : ''}${bucketOf(at, period)} as bucket from ${rows}${where ? ` where ${where}` : ''}`;
  const changes = (rows: string, sign: '+' | '-') =>
    `select ${keys.join(', ')}, ${sign}1 as n from (${listed(rows)}) r`;
  const lists = owner ? [`${owner} ${ownerType === 'text' ? 'text' : 'uuid'}`] : [];
  await createKeptBuckets(db, { name, table, lists, keys, changes, touched: listed });
}

/**
 * The kept buckets `name` of `table`'s rows (a migration): the table (`lists`, the columns naming a list, with their
 * types; bucket; total), `refresh_<name>()`, which counts them again from `table`, and the statement triggers on
 * `table` with the function they run, `<name>_changed()`: what each statement inserted, deleted or moved (`changes` of
 * a transition table or of `table`: the keys, `keys` with `bucket` last, and `n`, a row's change) is applied as one
 * grouped change per key, and a bucket that empties (`touched` of the old rows: the keys of the buckets they were in)
 * is removed.
 */
async function createKeptBuckets(
  db: Kysely<any>,
  {
    name,
    table,
    lists,
    keys,
    changes,
    touched,
  }: {
    name: string;
    table: string;
    lists: string[];
    keys: string[];
    changes: (rows: string, sign: '+' | '-') => string;
    touched: (rows: string) => string;
  },
) {
  await sql`
    create table ${sql.table(name)} (
      ${sql.raw(lists.map((column) => `${column} not null,`).join(' '))}
      bucket timestamptz not null,
      total integer not null,
      -- total in the index too: the running sum reads the index alone (once vacuum has marked its pages visible)
      primary key (${sql.raw(keys.join(', '))}) include (total)
    )`.execute(db);
  await sql`
    create function ${sql.raw(`refresh_${name}`)}() returns void language plpgsql as $$
    begin
      delete from ${sql.table(name)};
      ${sql.raw(`insert into ${name} (${keys.join(', ')}, total) select ${keys.join(', ')}, sum(n) from (${changes(table, '+')}) c group by ${keys.join(', ')} having sum(n) <> 0;`)}
    end $$`.execute(db);
  const apply = (changed: string, touchedRows: string) => `
    insert into ${name} as b (${keys.join(', ')}, total)
      select ${keys.join(', ')}, sum(n) from (${changed}) c group by ${keys.join(', ')} having sum(n) <> 0
    on conflict (${keys.join(', ')}) do update set total = b.total + excluded.total;
    delete from ${name} b using (${touchedRows}) t where ${keys.map((key) => `b.${key} = t.${key}`).join(' and ')}
       and b.total = 0;`;
  await sql`
    create function ${sql.raw(`${name}_changed`)}() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'TRUNCATE' then
        delete from ${sql.table(name)};
      elsif TG_OP = 'INSERT' then
        ${sql.raw(apply(changes('new_rows', '+'), touched('new_rows')))}
      elsif TG_OP = 'DELETE' then
        ${sql.raw(apply(changes('old_rows', '-'), touched('old_rows')))}
      else
        ${sql.raw(apply(`${changes('old_rows', '-')} union all ${changes('new_rows', '+')}`, touched('old_rows')))}
      end if;
      return null;
    end $$`.execute(db);
  await createStatementTriggers(db, table, name, `${name}_changed`);
  await sql`select ${sql.raw(`refresh_${name}`)}()`.execute(db);
}

/** A list's coarser buckets, kept from its finer ones (e.g. the registered candidates per week, from candidate_days). */
export type CoarserBuckets = {
  /** The table of buckets to create, e.g. candidate_weeks. */
  name: string;
  /** The finer buckets' table, e.g. candidate_days. */
  finer: string;
  /** Its columns naming a list (its keys but the bucket), with their types, e.g. { verified: 'boolean' }. */
  lists: Record<string, 'uuid' | 'text' | 'boolean'>;
  /** Its bucket and total columns. */
  bucket: string;
  total: string;
  period: BucketPeriod;
};

/**
 * Creates a list's coarser buckets (a migration): the table `name` (the list's columns, bucket, total), kept by
 * statement triggers on the finer buckets' table (each change of a finer bucket's total added to its coarser bucket),
 * and `refresh_<name>()`, which sums the finer ones again (after a bulk load that bypassed the triggers, once the
 * finer ones are refreshed).
 */
async function createCoarserBuckets(db: Kysely<any>, buckets: CoarserBuckets): Promise<void> {
  const { name, finer, lists, bucket, total, period } = buckets;
  const listColumns = Object.keys(lists);
  const keys = [...listColumns, 'bucket'];
  const listed = (rows: string) =>
    `select ${listColumns.map((column) => `${column}, `).join('')}${bucketOf(bucket, period)} as bucket, ${total} as rows_in from ${rows}`;
  const changes = (rows: string, sign: '+' | '-') =>
    `select ${keys.join(', ')}, ${sign}rows_in as n from (${listed(rows)}) r`;
  const listDefinitions = listColumns.map((column) => `${column} ${lists[column]}`);
  await createKeptBuckets(db, { name, table: finer, lists: listDefinitions, keys, changes, touched: listed });
}

/** Drops what `createCoarserBuckets` made (a migration's down). */
async function dropCoarserBuckets(db: Kysely<any>, { name, finer }: Pick<CoarserBuckets, 'name' | 'finer'>) {
  await dropOwnerBuckets(db, { name, table: finer });
}

/** The migration (up and down) of a list's coarser buckets: `export const { up, down } = coarserBucketsMigration({ … })`. */
export function coarserBucketsMigration(buckets: CoarserBuckets) {
  return {
    up: (db: Kysely<any>) => createCoarserBuckets(db, buckets),
    down: (db: Kysely<any>) => dropCoarserBuckets(db, buckets),
  };
}

/** Drops what `createOwnerBuckets` made (a migration's down). */
export async function dropOwnerBuckets(db: Kysely<any>, { name, table }: Pick<OwnerBuckets, 'name' | 'table'>) {
  await dropStatementTriggers(db, table, name);
  await sql`drop function if exists ${sql.raw(`${name}_changed`)}()`.execute(db);
  await sql`drop function if exists ${sql.raw(`refresh_${name}`)}()`.execute(db);
  await sql`drop table if exists ${sql.table(name)}`.execute(db);
}

/** The migration (up and down) of a list's kept buckets: `export const { up, down } = bucketsMigration({ … })`. */
export function bucketsMigration(buckets: OwnerBuckets) {
  return {
    up: (db: Kysely<any>) => createOwnerBuckets(db, buckets),
    down: (db: Kysely<any>) => dropOwnerBuckets(db, buckets),
  };
}
