import { sql, type Kysely } from 'kysely';
import { createKeptPerUser, dropKeptPerUser } from '../../../db/kept-per-user';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// Each candidate's platforms as the staff lists show them (portals/routes.ts, `shownPortal`: never a password), kept
// as JSON, oldest first. Every row of the candidate records and the subscribers wrote its platforms' JSON anew (with
// the documents, a third of PostgreSQL's time for an admin's page on the list benchmark's data). Kept by statement
// triggers on portals (db/kept-per-user.ts); a bulk load that bypasses triggers calls refresh_shown_portals() afterwards. A change to
// `shownPortal` needs a migration that writes these functions again: the test that compares every kept row with the
// rows shown in Node fails until it has one.

/** One platform's JSON, as `shownPortal.json('p')` writes it. */
const portalJson = `json_build_object('_id', p.id, 'user', p.user_id, 'name', p.name, 'hadAnAccount', p.had_an_account,
  'agreed', p.agreed, 'credential', case when nullif(p.credential_email::text, '') is null then null
  else json_build_object('email', p.credential_email, 'platform', p.name) end,
  'createdAt', to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/** The kept rows of these candidates, written again from their platforms (none kept for one with none). */
const keepFor = (candidates: string) => `
      delete from shown_portals where user_id in (${candidates});
      insert into shown_portals (user_id, portals)
        select p.user_id, json_agg(${portalJson} order by p.created_at, p.id)
          from portals as p where p.user_id in (${candidates}) group by p.user_id;`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table shown_portals (
      user_id uuid primary key,
      portals json not null
    )`.execute(db);
  await createKeptPerUser(db, 'shown_portals', 'portals', keepFor);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropKeptPerUser(db, 'shown_portals', 'portals');
}
