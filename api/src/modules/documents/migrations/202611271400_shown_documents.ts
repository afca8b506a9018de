import { sql, type Kysely } from 'kysely';
import { createKeptPerUser, dropKeptPerUser } from '../../../db/kept-per-user';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// Each candidate's documents as the staff lists show them (documents/present.ts, `shownDocument`), kept as JSON in
// both orders the lists use: by category (the candidate records) and by upload time (the subscribers). Every row of
// those lists wrote its documents' JSON anew, which was a third of PostgreSQL's time for an admin's page on the list
// benchmark's data. Kept by statement triggers on documents (db/kept-per-user.ts); a bulk load that bypasses triggers calls
// refresh_shown_documents() afterwards. A change to `shownDocument` needs a migration that writes these functions
// again: the test that compares every kept row with the rows shown in Node fails until it has one.

/** One document's JSON, as `shownDocument.json('d')` writes it. */
const documentJson = `json_build_object('_id', d.id, 'user', d.user_id, 'type', d.type, 'title', d.title,
  'uri', '/api/document/file/' || d.upload_id::text, 'size', d.size, 'category', d.category, 'default', d.is_default,
  'agree', d.agree, 'createdAt', to_char(d.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`;

/** The kept rows of these candidates, written again from their documents (none kept for one with none). */
const keepFor = (candidates: string) => `
      delete from shown_documents where user_id in (${candidates});
      insert into shown_documents (user_id, by_category, by_date)
        select d.user_id, json_agg(${documentJson} order by d.category, d.id),
               json_agg(${documentJson} order by d.created_at, d.id)
          from documents as d where d.user_id in (${candidates}) group by d.user_id;`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table shown_documents (
      user_id uuid primary key,
      by_category json not null,
      by_date json not null
    )`.execute(db);
  await createKeptPerUser(db, 'shown_documents', 'documents', keepFor);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropKeptPerUser(db, 'shown_documents', 'documents');
}
