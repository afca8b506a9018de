import { sql, type RawBuilder } from 'kysely';

/**
 * How the API shows a row, written once and read two ways: `present` shows a row in Node (one record, a search's
 * page), `jsonText` (or `json`) has PostgreSQL write the same JSON for a list's page, which is sent as PostgreSQL
 * wrote it (`presentedList`). A page of ten users took the API ~0.07 ms of its ~0.27 ms a request to parse as JSON,
 * turn into the shown object and write as JSON again (list benchmark, issue 12): the one Node thread is what limits
 * a list's requests per second.
 *
 * Each shown field is a column of the row: as it is (a JSON column included); `iso`, a timestamp (never null) as
 * `Date#toISOString` writes it (UTC, milliseconds cut, as `new Date` cuts microseconds); `otherwise`, that value when
 * the column is null; `prefix` before the column's text (never null); `ifAny`, left out when null or empty (with an
 * optional `prefix`); `fields`, a nested object of such fields, null when its `when` column is null or empty; or
 * `inList`, such an object as a list's one item.
 */
type Column<Row> = Extract<keyof Row, string>;
export type ShownField<Row> =
  | Column<Row>
  | { iso: Column<Row> }
  | { column: Column<Row>; otherwise: string | false }
  | { column: Column<Row>; prefix: string }
  | { ifAny: Column<Row>; prefix?: string }
  | { fields: ShownFields<Row>; when?: Column<Row> }
  | { inList: ShownFields<Row> };
export type ShownFields<Row> = Readonly<Record<string, ShownField<Row>>>;

export type Presentation<Row, Shown> = {
  /** The shown fields, to nest in another presentation. */
  fields: ShownFields<Row>;
  /** The row as the API shows it. */
  present(row: Row): Shown;
  /** The same as the text of SQL JSON, from the columns of `alias` (a page's rows). */
  jsonText(alias: string): RawBuilder<string>;
  /** The same as SQL JSON (a presentation that leaves no field out: `ifAny` is only for `jsonText`). */
  json(alias: string): RawBuilder<Shown>;
};

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** A row's shown fields, in Node. */
function presentWith<Row>(fields: ShownFields<Row>, row: Row): Record<string, unknown> {
  const shown: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(fields)) {
    if (typeof field === 'string') shown[key] = row[field];
    else if ('iso' in field) shown[key] = new Date(row[field.iso] as string | Date).toISOString();
    else if ('otherwise' in field) shown[key] = row[field.column] ?? field.otherwise;
    else if ('column' in field) shown[key] = `${field.prefix}${String(row[field.column])}`;
    else if ('ifAny' in field) {
      const value = row[field.ifAny];
      if (!isEmpty(value)) shown[key] = `${field.prefix ?? ''}${String(value)}`;
    } else if ('inList' in field) shown[key] = [presentWith(field.inList, row)];
    else shown[key] = field.when && isEmpty(row[field.when]) ? null : presentWith(field.fields, row);
  }
  return shown;
}

/** A timestamp column as `Date#toISOString` writes it (UTC, milliseconds), in SQL: both JSON writers' one rule. */
const isoText = (column: RawBuilder<unknown>) =>
  sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** A column null or empty, in SQL (`isEmpty`'s rule, for a nested object's `when`). */
const emptyText = (column: RawBuilder<unknown>) => sql<boolean>`nullif(${column}::text, '') is null`;

/**
 * The same as SQL JSON: `json_build_object` of the fields always shown (a nested object is one of them). What
 * migrations keep in tables (shown_users, shown_documents, shown_portals) is written this way.
 */
function jsonWith<Row>(fields: ShownFields<Row>, alias: string): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const always: RawBuilder<unknown>[] = [];
  for (const [key, field] of Object.entries(fields)) {
    const name = sql.lit(key);
    if (typeof field === 'string') always.push(sql`${name}, ${column(field)}`);
    else if ('iso' in field) always.push(sql`${name}, ${isoText(column(field.iso))}`);
    else if ('otherwise' in field)
      always.push(
        sql`${name}, coalesce(to_json(${column(field.column)}), ${field.otherwise === false ? sql`'false'::json` : sql`to_json(${sql.lit(field.otherwise)}::text)`})`,
      );
    else if ('column' in field) always.push(sql`${name}, ${sql.lit(field.prefix)} || ${column(field.column)}::text`);
    else if ('ifAny' in field)
      throw new Error('a presentation leaves fields out only as JSON text (jsonText), not as SQL JSON');
    else if ('inList' in field) always.push(sql`${name}, json_build_array(${jsonWith(field.inList, alias)})`);
    else {
      const nested = jsonWith(field.fields, alias);
      always.push(
        field.when
          ? sql`${name}, case when ${emptyText(column(field.when))} then null else ${nested} end`
          : sql`${name}, ${nested}`,
      );
    }
  }
  if (always.length === 0) throw new Error('a presentation shows at least one field always');
  return sql`json_build_object(${sql.join(always)})`;
}

/**
 * The same as the text of SQL JSON, written as text (`{"key" : value, ...}`, character for character what
 * `json_build_object` writes): each value by `to_json`, a field left out when empty appended only when it is not.
 * `json_build_object` looks up how to write each of its values on every row: on a page of ten applications it was
 * three fifths of the statement's PostgreSQL CPU, and this text a fifth less (list benchmark, 0.16 → 0.13 ms).
 */
function jsonTextWith<Row>(fields: ShownFields<Row>, alias: string, nested = false): RawBuilder<string> {
  const column = (name: string) => sql.ref(`${alias}.${name}`);
  const shown = (value: RawBuilder<unknown>) => sql`coalesce(to_json(${value})::text, 'null')`;
  const parts: RawBuilder<unknown>[] = [];
  const ifAny: RawBuilder<unknown>[] = [];
  for (const [key, field] of Object.entries(fields)) {
    const name = `${JSON.stringify(key)} : `;
    let value: RawBuilder<unknown>;
    if (typeof field === 'string') value = shown(column(field));
    else if ('iso' in field) value = sql`coalesce('"' || ${isoText(column(field.iso))} || '"', 'null')`;
    else if ('otherwise' in field)
      value = sql`coalesce(to_json(${column(field.column)})::text, ${sql.lit(JSON.stringify(field.otherwise))})`;
    else if ('column' in field) value = shown(sql`${sql.lit(field.prefix)} || ${column(field.column)}::text`);
    else if ('ifAny' in field) {
      if (nested) throw new Error("a presentation leaves out only its own fields, not a nested object's");
      ifAny.push(
        sql`coalesce(${sql.lit(`, ${name}`)} || to_json(${sql.lit(field.prefix ?? '')} || nullif(${column(field.ifAny)}::text, ''))::text, '')`,
      );
      continue;
    } else if ('inList' in field) value = sql`'[' || ${jsonTextWith(field.inList, alias, true)} || ']'`;
    else {
      const object = jsonTextWith(field.fields, alias, true);
      value = field.when ? sql`case when ${emptyText(column(field.when))} then 'null' else ${object} end` : object;
    }
    parts.push(sql`${sql.lit(`${parts.length ? ', ' : '{'}${name}`)} || ${value}`);
  }
  if (parts.length === 0) throw new Error('a presentation shows at least one field always');
  return sql`(${sql.join(parts, sql` || `)} || ${sql.join([...ifAny, sql.lit('}')], sql` || `)})`;
}

/** A presentation of `Row` as `Shown` from its fields (every field of `Shown` named, the optional ones too). */
export function presentation<Row, Shown>(fields: { readonly [Key in keyof Shown]-?: ShownField<Row> }) {
  const shownFields = fields as ShownFields<Row>;
  return {
    fields: shownFields,
    present: (row: Row) => presentWith(shownFields, row) as Shown,
    jsonText: (alias: string) => jsonTextWith(shownFields, alias),
    json: (alias: string) => jsonWith(shownFields, alias) as RawBuilder<Shown>,
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
