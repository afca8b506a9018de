import { isDeepStrictEqual } from 'node:util';
import { CompiledQuery, type Compilable, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from './database-types';

/**
 * The few inputs that decide a statement's text (which filters apply, a page size, whether it is a first page), as
 * primitives: its statement is built once per distinct shape.
 */
export type StatementShape = Readonly<Record<string, string | number | boolean | null>>;

/** The inputs that go into a statement only as parameters (an id, an offset): never its text. */
export type StatementValues = Readonly<Record<string, unknown>>;

/** Stands for one value while a shape's statement is built, so the parameters it became can be found. */
class ValueSlot {
  constructor(readonly name: string) {}
}

/** What a shaped statement's build gives: a query builder, or a whole statement written with `sql`. */
export type Statement<Row> = Compilable<Row> | RawBuilder<Row>;

const compileStatement = <Row>(db: Kysely<Database>, statement: Statement<Row>) =>
  'isRawBuilder' in statement ? statement.compile(db) : statement.compile();

type Built = {
  /** The statement's text: the same string each call (a named prepared statement, and its hash, are reused). */
  sql: string;
  /** Each parameter: a value's name, or a constant the build put in. */
  parameters: readonly ({ value: string } | { constant: unknown })[];
};

/**
 * How many shapes of one statement are kept. Shapes come from validated choices (filters, page sizes), yet their
 * combinations are many: past this many, a shape is built for each call as any query is, so memory stays bounded.
 */
export const maxShapesPerStatement = 200;

/** Databases whose shaped statements are not checked against a fresh build (production: see `trustShapedStatements`). */
const trusted = new WeakSet<Kysely<Database>>();

/**
 * Shaped statements on this database run as built once per shape, without the fresh build that checks them.
 * Production only: everywhere else (tests, `npm start`) every call is also built with its values and compared, so a
 * shape that misses an input fails there.
 */
export function trustShapedStatements(db: Kysely<Database>): void {
  trusted.add(db);
}

/**
 * A statement built and compiled once per shape, then run with each call's values. Building a list's statement with
 * Kysely (immutable builders, a node tree, its compilation) cost more than the rest of the request (list benchmark:
 * the subscribers' page went from 890 to 1 530 req/s without it), and the same text each time lets the prepared
 * statement's name be found without hashing a new string.
 *
 * `build` is run once per shape with stand-ins for the values, and must use each value only as a parameter (no
 * arithmetic, no test, no literal: work those out before, as values or as the shape). Outside production each call is
 * also built with its real values and must give the same text and parameters, or it throws.
 */
export function shapedStatement<Shape extends StatementShape, Values extends StatementValues, Row>(
  build: (db: Kysely<Database>, shape: Shape, values: Values) => Statement<Row>,
): (db: Kysely<Database>, shape: Shape, values: Values) => Promise<Row[]> {
  const builtFor = new WeakMap<Kysely<Database>, Map<string, Built>>();

  const buildShape = (db: Kysely<Database>, shape: Shape, names: readonly string[]): Built => {
    const slots = Object.fromEntries(names.map((name) => [name, new ValueSlot(name)])) as unknown as Values;
    const compiled = compileStatement(db, build(db, shape, slots));
    return {
      sql: compiled.sql,
      parameters: compiled.parameters.map((parameter) =>
        parameter instanceof ValueSlot ? { value: parameter.name } : { constant: parameter },
      ),
    };
  };

  return async (db, shape, values) => {
    const key = JSON.stringify(shape);
    let byShape = builtFor.get(db);
    if (!byShape) builtFor.set(db, (byShape = new Map()));
    let built = byShape.get(key);
    if (!built) {
      if (byShape.size >= maxShapesPerStatement) {
        const { rows } = await db.executeQuery<Row>(compileStatement(db, build(db, shape, values)));
        return rows;
      }
      byShape.set(key, (built = buildShape(db, shape, Object.keys(values))));
    }
    const parameters = built.parameters.map((parameter) =>
      'value' in parameter ? values[parameter.value] : parameter.constant,
    );
    if (!trusted.has(db)) {
      const fresh = compileStatement(db, build(db, shape, values));
      if (fresh.sql !== built.sql || !isDeepStrictEqual(fresh.parameters, parameters))
        throw new Error(
          `a shaped statement differs from its fresh build: its shape ${key} misses an input, or a value is used as ` +
            `more than a parameter\n${built.sql}\n${JSON.stringify(parameters)}\n---\n${fresh.sql}\n${JSON.stringify(fresh.parameters)}`,
        );
    }
    const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(built.sql, parameters));
    return rows;
  };
}
