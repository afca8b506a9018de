import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { sql } from 'kysely';
import {
  countCap,
  newestFirst,
  rowLimit,
  shapedPage,
  shapedPresentedPage,
  skipping,
  type PageParts,
} from '../src/db/page-with-total';
import { presentation, presentedJsonOf } from '../src/db/presented-json';
import type { DatabaseHandle } from '../src/db/database';
import { freshDatabase } from './helpers';

// A page and its list's total in one statement (db/page-with-total.ts): past the end of its list a deep page reads
// no rows at all (it walked the whole list for an empty page), below it and at the count's cap
// (where the total says only "at least") it reads them as always. Every staff list runs through these statements on
// both databases in the API tests; here the rule itself, with a list whose every reading is logged.
describe('a page past the end of its list', () => {
  let handle: DatabaseHandle;
  before(async () => {
    handle = await freshDatabase();
    await sql`create table paged_rows (id text primary key, created_at timestamptz not null)`.execute(handle.db);
    await sql`insert into paged_rows
      select 'row-' || lpad(n::text, 2, '0'), timestamptz '2026-01-01' + make_interval(hours => n)
      from generate_series(1, 25) n`.execute(handle.db);
    await sql`create table paged_reads (n serial primary key)`.execute(handle.db);
    // The list's rows, each reading of them logged.
    await sql`
      create function paged_rows_read() returns setof paged_rows language plpgsql as $$
      begin
        insert into paged_reads default values;
        return query select * from paged_rows;
      end $$`.execute(handle.db);
  });
  after(() => handle.close());
  beforeEach(async () => {
    await sql`delete from paged_reads`.execute(handle.db);
  });

  type Row = { id: string; created_at: Date };
  type Shape = { deep: boolean };
  /** The list's total is a value here, so a test can give one at the count's cap without 10 000 rows. */
  type Values = { offset: number; counted: number };
  const parts = (_db: unknown, shape: Shape, values: Values): PageParts<Row> => ({
    total: sql`least(${values.counted}::bigint, ${sql.lit(countCap)})`,
    rows: skipping(
      handle.db
        .selectFrom(sql<Row>`paged_rows_read()`.as('r'))
        .select(['r.id', 'r.created_at'])
        .orderBy('r.created_at', 'desc')
        .orderBy('r.id')
        .limit(rowLimit(10)),
      values.offset,
      shape.deep,
    ),
    order: newestFirst,
    offset: shape.deep ? sql`${values.offset}` : undefined,
  });
  const page = shapedPage(parts);
  const presentedPage = shapedPresentedPage(parts, presentation<Row, { _id: string }>({ _id: 'id' }));
  /** The presented page as the API sends it: its rows' ids, as PostgreSQL wrote them, and the total. */
  const shownPage = async (...args: Parameters<typeof presentedPage>) => {
    const { docs, total } = await presentedPage(...args);
    const shown = JSON.parse(presentedJsonOf(docs) ?? 'null') as { _id: string }[];
    return { ids: shown.map((doc) => doc._id), total };
  };
  const reads = async () =>
    Number((await sql<{ n: string }>`select count(*) as n from paged_reads`.execute(handle.db)).rows[0]!.n);
  const pageAt = (offset: number, counted = 25) => [{ deep: offset > 0 }, { offset, counted }] as const;

  it('reads the rows of a first page and of a deep page within the list', async () => {
    const first = await page(handle.db, ...pageAt(0));
    assert.deepEqual([first.rows.map((row) => row.id).slice(0, 2), first.total], [['row-25', 'row-24'], 25]);
    const last = await page(handle.db, ...pageAt(20));
    assert.deepEqual(
      [last.rows.map((row) => row.id), last.total],
      [['row-05', 'row-04', 'row-03', 'row-02', 'row-01'], 25],
    );
    const shownLast = await shownPage(handle.db, ...pageAt(20));
    assert.deepEqual(shownLast, { ids: ['row-05', 'row-04', 'row-03', 'row-02', 'row-01'], total: 25 });
    assert.equal(await reads(), 3);
  });

  it('gives an empty page and the total, and does not read the list, from its end on', async () => {
    for (const offset of [25, 30, 990]) {
      assert.deepEqual(await page(handle.db, ...pageAt(offset)), { rows: [], total: 25 });
      assert.deepEqual(await shownPage(handle.db, ...pageAt(offset)), { ids: [], total: 25 });
    }
    assert.equal(await reads(), 0);
  });

  it('reads the list when its total is at the cap, which says only "at least"', async () => {
    const capped = await page(handle.db, ...pageAt(countCap, countCap + 5));
    assert.deepEqual(capped, { rows: [], total: countCap });
    await shownPage(handle.db, ...pageAt(countCap + 10, countCap));
    assert.equal(await reads(), 2);
  });
});
