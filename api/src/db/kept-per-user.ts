import { sql, type Kysely } from 'kysely';
import { createStatementTriggers, dropStatementTriggers } from './statement-triggers';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

/**
 * Rows kept per user from `source`'s rows (migrations): after each statement on `source`, `keepFor(users)` writes the
 * kept rows of the users it touched again (`users` is SQL selecting their ids, from `source`'s column `owner`:
 * deleting theirs and inserting what they have now), through `<kept>_changed()`; a truncate empties `kept`.
 * `refresh_<kept>()` writes every user's again (a bulk load that bypassed the triggers calls it), and is run once here
 * to fill `kept` from the rows there are. `kept` names its users in its column user_id.
 */
export async function createKeptPerUser(
  db: Kysely<any>,
  kept: string,
  source: string,
  keepFor: (users: string) => string,
  owner = 'user_id',
) {
  await sql
    .raw(
      `create function ${kept}_changed() returns trigger language plpgsql as $$
    begin
      if TG_OP = 'TRUNCATE' then
        delete from ${kept};
      elsif TG_OP = 'INSERT' then ${keepFor(`select ${owner} from new_rows`)}
      elsif TG_OP = 'UPDATE' then ${keepFor(`select ${owner} from new_rows union select ${owner} from old_rows`)}
      else ${keepFor(`select ${owner} from old_rows`)}
      end if;
      return null;
    end $$`,
    )
    .execute(db);
  await sql
    .raw(
      `create function refresh_${kept}() returns void language plpgsql as $$
    begin ${keepFor(`select ${owner} from ${source} union select user_id from ${kept}`)}
    end $$`,
    )
    .execute(db);
  await createStatementTriggers(db, source, 'kept', `${kept}_changed`);
  await sql.raw(`select refresh_${kept}()`).execute(db);
}

/** Drops what `createKeptPerUser` made (a migration's down), and the kept table. */
export async function dropKeptPerUser(db: Kysely<any>, kept: string, source: string) {
  await dropStatementTriggers(db, source, 'kept');
  await sql.raw(`drop function if exists refresh_${kept}()`).execute(db);
  await sql.raw(`drop function if exists ${kept}_changed()`).execute(db);
  await sql.raw(`drop table if exists ${kept}`).execute(db);
}
