import { sql, type RawBuilder } from 'kysely';

/**
 * How the API shows a row, written once and read two ways: `present` shows a row in Node (one record, a search's
 * page), `jsonText` has PostgreSQL write the same JSON for a list's page, which is sent as PostgreSQL wrote it
 * (`presentedList`). A page of ten users took the API ~0.07 ms of its ~0.27 ms a request to parse as JSON, turn
 * into the shown object and write as JSON again (list benchmark, issue 12): the one Node thread is what limits a
 * list's requests per second.
 *
 * Each shown field is a column of the row: as it is; `iso`, a timestamp as `Date#toISOString` writes it (UTC,
 * milliseconds cut, as `new Date` cuts microseconds); `orFalse`, false when null; `ifAny`, left out when null or
 * empty, with an optional `prefix`; or `fields`, a nested object of such fields.
 */
type Column<Row> = Extract<keyof Row, string>;
export type ShownField<Row> =
  | Column<Row>
  | { iso: Column<Row> }
  | { orFalse: Column<Row> }
  | { ifAny: Column<Row>; prefix?: string }
  | { fields: ShownFields<Row> };
export type ShownFields<Row> = Readonly<Record<string, ShownField<Row>>>;

export type Presentation<Row, Shown> = {
  /** The row as the API shows it. */
  present(row: Row): Shown;
  /** The same as the text of SQL JSON, from the columns of `alias` (a page's rows). */
  jsonText(alias: string): RawBuilder<string>;
};

/** A row's shown fields, in Node. */
function presentWith<Row>(fields: ShownFields<Row>, row: Row): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    if (typeof field === 'string') shown[key] = row[field];
    else if ('iso' in field) shown[key] = new Date(row[field.iso] as string | Date).toISOString();
    else if ('orFalse' in field) shown[key] = row[field.orFalse] ?? false;
    else if ('ifAny' in field) {
      const value = row[field.ifAny];
      if (value !== null && value !== undefined && value !== '') shown[key] = `${field.prefix ?? ''}${String(value)}`;
    } else shown[key] = presentWith(field.fields, row);
  }
  return shown;
}

/**
 * The same as SQL: `json_build_object` of the fields always shown (a nested object is one of them), and, as text, the
 * fields left out when empty appended to it when they are not. Appending text costs PostgreSQL a third of what
 * joining a `jsonb_strip_nulls` object did (3 against 9 µs a row, measured on the list benchmark's applications).
 */
function jsonWith<Row>(fields: ShownFields<Row>, alias: string, nested: boolean): RawBuilder<string> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const always: RawBuilder<unknown>[] = [];
  const ifAny: RawBuilder<unknown>[] = [];
  for (const [key, field] of Object.entries(fields)) {
    const name = sql.lit(key);
    if (typeof field === 'string') always.push(sql`${name}, ${column(field)}`);
    else if ('iso' in field)
      always.push(sql`${name}, to_char(${column(field.iso)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);
    else if ('orFalse' in field) always.push(sql`${name}, coalesce(to_json(${column(field.orFalse)}), 'false'::json)`);
    else if ('ifAny' in field)
      ifAny.push(
        sql`coalesce(${sql.lit(`, ${JSON.stringify(key)} : `)} || to_json(${sql.lit(field.prefix ?? '')} || nullif(${column(field.ifAny)}::text, ''))::text, '')`,
      );
    else always.push(sql`${name}, ${jsonWith(field.fields, alias, true)}`);
  }
  if (always.length === 0 || (nested && ifAny.length > 0))
    throw new Error('a presentation shows at least one field always, and leaves fields out only at its top level');
  const object = sql`json_build_object(${sql.join(always)})`;
  if (nested) return object as RawBuilder<string>;
  return ifAny.length === 0
    ? sql`${object}::text`
    : sql`left(${object}::text, -1) || ${sql.join(ifAny, sql` || `)} || '}'`;
}

/** A presentation of `Row` as `Shown` from its fields (every field of `Shown` named, the optional ones too). */
export function presentation<Row, Shown>(fields: { readonly [Key in keyof Shown]-?: ShownField<Row> }) {
  const shownFields = fields as ShownFields<Row>;
  return {
    present: (row: Row) => presentWith(shownFields, row) as Shown,
    jsonText: (alias: string) => jsonWith(shownFields, alias, false),
  } satisfies Presentation<Row, Shown>;
}

const presentedJson = Symbol('presented JSON');

/**
 * A list PostgreSQL wrote as JSON (a `Presentation`'s `jsonText`), carried to the response as that text: typed as the
 * shown rows, it holds none of them in Node; the response serializer writes the text in its place
 * (http/response-serializer.ts), after checking it against the route's schema outside production.
 */
export function presentedList<Shown>(json: string): Shown[] {
  return Object.assign([] as Shown[], { [presentedJson]: json });
}

/** The JSON text of a `presentedList`, or undefined for anything else. */
export function presentedJsonOf(value: unknown): string | undefined {
  if (!Array.isArray(value)) return undefined;
  const json: unknown = (value as { [presentedJson]?: unknown })[presentedJson];
  return typeof json === 'string' ? json : undefined;
}
