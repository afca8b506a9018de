import { sql, type Expression, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { Database } from './database-types';
import { presentedList, type Presentation } from './presented-json';
import { shapedStatement, type StatementShape, type StatementValues } from './shaped-statement';

/** Past this many matches a list says "at least" (count capped): exact counts of big tables are full scans. */
export const countCap = 10_000;

/**
 * A LIMIT as a literal in its statement (a page's size, a count's cap). With a parameter, PostgreSQL's generic plan of a
 * prepared statement assumes a limit of a tenth of the rows, looks dearer than planning each call, and so every call
 * is planned again (list benchmark: 6 ms of planning for each page of an admin's candidates; 280 → 680 req/s). Page
 * sizes are few, so their statements stay few.
 */
export function rowLimit(rows: number): RawBuilder<number> {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new RangeError(`a row limit is a whole number, not ${rows}`);
  return sql.lit(rows);
}

/**
 * The query from its `offset`th row; the first page (not `deep`) has no OFFSET at all. With a parameter there, a
 * prepared statement's generic plan assumes a tenth of the rows are skipped, and first pages, the most read, were
 * planned on every call. A shaped statement's build passes `deep` from its shape (its offset is a stand-in there).
 *
 * A deep page's offset is read through a sub-select, so the planner never sees its value: a plan made for the values
 * (PostgreSQL's first five calls) is then costed as the generic plan is, and the generic plan is kept. Seen as a
 * value, an offset past the list's end (page 1000 of an admin's 475 candidates) made the custom plan look a third of
 * the generic one's cost, and every call was planned again: 1.2 ms of PostgreSQL's time a request (list benchmark).
 */
export function skipping<Query extends { offset(rows: RawBuilder<number>): Query }>(
  query: Query,
  offset: number,
  deep = offset > 0,
): Query {
  return deep ? query.offset(sql<number>`(select ${offset}::bigint)`) : query;
}

/**
 * A page's sort: columns of its rows, each with its direction (the same as the page's own `order by`, applied again
 * outside it: a join does not keep its input's order).
 */
export type PageOrder = readonly (readonly [column: string, direction: 'asc' | 'desc'])[];

/** The staff lists' order: newest first, the id breaking ties. */
export const newestFirst: PageOrder = [
  ['created_at', 'desc'],
  ['id', 'asc'],
];
/** The columns a row of a list in `newestFirst` order carries for it. */
export type NewestFirstColumns = { id: string; created_at: Date };

/**
 * A page's parts: its list's total (an expression: exact below `countCap`, `countCap` at or above it), its rows (a query
 * naming an `id` column), their order, and a deep page's offset (its value, a parameter; none on a first page).
 */
export type PageParts<Row extends { id: string }> = {
  total: Expression<unknown>;
  rows: Expression<Row>;
  order: PageOrder;
  offset?: Expression<unknown>;
};

/**
 * The page's rows as its statement reads them, joined to the total's one row (`counted`): a deep page past the end of
 * its list (its offset at or past an exact total) reads none, its rows' query not run at all. Otherwise it walked the
 * whole list on each call for an empty page (page 1000 of an admin's 475 candidates, all 475 index entries: list
 * benchmark). A list at the cap is read as always.
 */
function rowsWithinTotal<Row extends { id: string }>({ rows, offset }: PageParts<Row>) {
  if (!offset) return rows;
  return sql<Row>`select * from (${rows}) as listed
    where ${offset}::bigint < counted.list_total or counted.list_total >= ${sql.lit(countCap)}`;
}

/**
 * A page of rows and its list's total in one statement, so one round trip (each costs the server a write and a read
 * of the socket: the list benchmark measured a staff list of five queries at a third of the speed of one) and one
 * snapshot. The one row of the total is joined to the page's rows: past the end of the list the page is empty and the
 * total still comes back. The statement is built once per shape (db/shaped-statement.ts): `build` gives its parts.
 *
 * Each row comes as one JSON value (`to_json`), read with one `JSON.parse`, not column by column through the driver's
 * text parsers (arrays, timestamps): the bare ten-row page of the list benchmark took 0.13 ms of Node a request that
 * way and 0.08 this way. So its timestamps are ISO text (`JsonRow`).
 */
export function shapedPage<Shape extends StatementShape, Values extends StatementValues, Row extends { id: string }>(
  build: (db: Kysely<Database>, shape: Shape, values: Values) => PageParts<Row>,
): (db: Kysely<Database>, shape: Shape, values: Values) => Promise<{ rows: JsonRow<Row>[]; total: number }> {
  const statement = shapedStatement((db, shape: Shape, values: Values) => {
    const parts = build(db, shape, values);
    const { total, order } = parts;
    // Past the end of the list no page row joins the total's: `page` is null, and so is its JSON.
    return sql<{ page_row: JsonRow<Row> | null; list_total: string | number | null }>`
      select to_json(page) as page_row, counted.list_total
        from (select ${total} as list_total) as counted
        left join lateral (${rowsWithinTotal(parts)}) as page on true
       order by ${orderOf('page', order)}`;
  });
  return async (db, shape, values) => {
    const found = await statement(db, shape, values);
    return {
      rows: found.flatMap(({ page_row }) => (page_row ? [page_row] : [])),
      total: Number(found[0]?.list_total ?? 0),
    };
  };
}

/**
 * A page as `shapedPage` reads it, written by PostgreSQL as the API shows its rows (`shown`, db/presented-json.ts): each
 * row's JSON text, in `order`, with the total, joined into one array sent as PostgreSQL wrote it (`presentedList`).
 * The rows are joined here, not by `string_agg` in the statement: the aggregate (its set-up and its sort, on every call)
 * cost PostgreSQL about a sixth of a page's time (list benchmark: a candidate's page 1000, 0.35 → 0.28 ms).
 */
export function shapedPresentedPage<
  Shape extends StatementShape,
  Values extends StatementValues,
  Row extends { id: string },
  Shown,
>(
  build: (db: Kysely<Database>, shape: Shape, values: Values) => PageParts<Row>,
  shown: Pick<Presentation<Row, Shown>, 'jsonText'> & { present(row: Row): Shown },
): (db: Kysely<Database>, shape: Shape, values: Values) => Promise<{ docs: Shown[]; total: number }> {
  const statement = shapedStatement((db, shape: Shape, values: Values) => {
    const parts = build(db, shape, values);
    const { total, order } = parts;
    // Past the end of the list no page row joins the total's: its JSON is null, and it is left out of the array.
    return sql<{ row_json: string | null; list_total: string | number | null }>`
      select case when page.id is not null then ${shown.jsonText('page')} end as row_json, counted.list_total
        from (select ${total} as list_total) as counted
        left join lateral (${rowsWithinTotal(parts)}) as page on true
       order by ${orderOf('page', order)}`;
  });
  return async (db, shape, values) => {
    const found = await statement(db, shape, values);
    return { docs: presentedRows<Shown>(found), total: Number(found[0]?.list_total ?? 0) };
  };
}

/** `order` as an ORDER BY list of the columns of `alias`. */
const orderOf = (alias: string, order: PageOrder) =>
  sql.join(
    order.map(
      ([column, direction]) => sql`${sql.ref(`${alias}.${column}`)} ${sql.raw(direction === 'desc' ? 'desc' : 'asc')}`,
    ),
  );

/**
 * The rows of `query` as `shapedPage` reads a page's, one JSON value each, in `order`, as a statement (a searched
 * page's rows, which are found before they are read).
 */
export const orderedJsonRows = <Row>(query: Expression<Row>, order: PageOrder) =>
  sql<{ found: JsonRow<Row> }>`
    select to_json(found) as found from (${query}) as found order by ${orderOf('found', order)}`;

/** The rows of `query` as JSON (`orderedJsonRows`), read. */
export async function jsonRowsOfQuery<Row>(
  db: Kysely<Database>,
  query: Expression<Row>,
  order: PageOrder,
): Promise<JsonRow<Row>[]> {
  const { rows } = await orderedJsonRows(query, order).execute(db);
  return rows.map((row) => row.found);
}

/** A page's ids as a shaped statement's values, one parameter each (`id0`, `id1`, ...), read back by `pageIdsIn`. */
type PageIdValues = Readonly<Record<string, string>>;
const pageIdValues = (ids: readonly string[]): PageIdValues =>
  Object.fromEntries(ids.map((id, index) => [`id${index}`, id]));
const pageIdsIn = (values: PageIdValues, count: number): string[] =>
  Array.from({ length: count }, (_, index) => values[`id${index}`] ?? '');

/**
 * A searched page's rows read by their ids (found first), one JSON value each (`orderedJsonRows`) in `order`: the
 * statement is built once per number of ids (db/shaped-statement.ts), not on every call.
 */
export function shapedRowsByIds<Row>(
  rowsOf: (db: Kysely<Database>, ids: readonly string[]) => Expression<Row>,
  order: PageOrder,
): (db: Kysely<Database>, ids: readonly string[]) => Promise<JsonRow<Row>[]> {
  const statement = shapedStatement((db, shape: { count: number }, values: PageIdValues) =>
    orderedJsonRows(rowsOf(db, pageIdsIn(values, shape.count)), order),
  );
  return async (db, ids) =>
    ids.length ? (await statement(db, { count: ids.length }, pageIdValues(ids))).map((row) => row.found) : [];
}

/**
 * A searched page's rows read by their ids (found first), written by PostgreSQL as the API shows them (`shown`,
 * db/presented-json.ts) in `order`, joined into one JSON array sent as written (`presentedList`): `shapedRowsByIds`'s
 * page as the API sends it.
 */
export function shapedPresentedRowsByIds<Row, Shown>(
  rowsOf: (db: Kysely<Database>, ids: readonly string[]) => Expression<Row>,
  order: PageOrder,
  shown: Presentation<Row, Shown>,
): (db: Kysely<Database>, ids: readonly string[]) => Promise<Shown[]> {
  const statement = shapedStatement(
    (db, shape: { count: number }, values: PageIdValues) =>
      sql<{ row_json: string | null }>`
        select ${shown.jsonText('found')} as row_json
          from (${rowsOf(db, pageIdsIn(values, shape.count))}) as found
         order by ${orderOf('found', order)}`,
  );
  return async (db, ids) =>
    presentedRows<Shown>(ids.length ? await statement(db, { count: ids.length }, pageIdValues(ids)) : []);
}

/** Rows' JSON texts (a null one left out) as one array, sent as PostgreSQL wrote them (`presentedList`). */
const presentedRows = <Shown>(rows: readonly { row_json: string | null }[]): Shown[] =>
  presentedList<Shown>(`[${rows.flatMap(({ row_json }) => (row_json === null ? [] : [row_json])).join(',')}]`);

/** A value as it arrives inside PostgreSQL's JSON: a timestamp as ISO text. */
type FromJson<Value> = Value extends Date ? string : Value;
/** A row as it arrives inside PostgreSQL's JSON (`jsonRowsOf`, `shapedPage`, `jsonRowsOfQuery`). */
export type JsonRow<Row> = { [Column in keyof Row]: FromJson<Row[Column]> };
/** A row a presenter takes: read column by column by the driver (one record), or as JSON (a list's page). */
export type Listed<Row> = Row | JsonRow<Row>;

/**
 * Each row's related rows as one JSON column of it (Kysely's `jsonArrayFrom`), typed as they arrive: timestamps as
 * ISO text. A page's documents or platforms come with its rows, in the same statement, instead of one query each.
 */
export function jsonRowsOf<DB, TB extends keyof DB, O>(query: SelectQueryBuilder<DB, TB, O>): RawBuilder<JsonRow<O>[]> {
  return jsonArrayFrom(query) as unknown as RawBuilder<JsonRow<O>[]>;
}
