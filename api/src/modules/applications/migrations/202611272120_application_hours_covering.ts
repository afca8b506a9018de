import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// A candidate's deep page of /applications finds its hour within its day from application_hours (db/position-buckets.ts):
// with the count in the key's index, those hours are read from the index alone, not row by row from the table
// (list benchmark: that page's statement skipped 2 144 index entries of one day; now at most one hour's).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table application_hours drop constraint application_hours_pkey`.execute(db);
  await sql`alter table application_hours add primary key (user_id, hour) include (applications)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table application_hours drop constraint application_hours_pkey`.execute(db);
  await sql`alter table application_hours add primary key (user_id, hour)`.execute(db);
}
