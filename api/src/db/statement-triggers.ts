import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

const events = ['inserted', 'updated', 'deleted', 'truncated'] as const;

/**
 * The four statement-level triggers of a kept count on `table` (migrations): after insert (`new_rows`), update
 * (`old_rows` and `new_rows`), delete (`old_rows`) and truncate, each running `fn`, named `<table>_<event>_<what>`.
 * `fn` reads TG_OP and the transition tables it is given.
 */
export async function createStatementTriggers(db: Kysely<any>, table: string, what: string, fn: string) {
  const name = (event: (typeof events)[number]) => sql.id(`${table}_${event}_${what}`);
  const run = sql`for each statement execute function ${sql.raw(fn)}()`;
  await sql`create trigger ${name('inserted')} after insert on ${sql.table(table)}
              referencing new table as new_rows ${run}`.execute(db);
  await sql`create trigger ${name('updated')} after update on ${sql.table(table)}
              referencing old table as old_rows new table as new_rows ${run}`.execute(db);
  await sql`create trigger ${name('deleted')} after delete on ${sql.table(table)}
              referencing old table as old_rows ${run}`.execute(db);
  await sql`create trigger ${name('truncated')} after truncate on ${sql.table(table)} ${run}`.execute(db);
}

/** Drops what `createStatementTriggers` made (a migration's down). */
export async function dropStatementTriggers(db: Kysely<any>, table: string, what: string) {
  for (const event of events)
    await sql`drop trigger if exists ${sql.id(`${table}_${event}_${what}`)} on ${sql.table(table)}`.execute(db);
}
