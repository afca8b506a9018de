import { sql, type Kysely } from 'kysely';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// The tab counts (all, week, month, quick, apply) of one candidate read only this index (an index-only scan),
// never the rows: a candidate with 20 000 applications is counted in a few milliseconds.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index applications_user_counts_idx on applications (user_id, application_type, applied_at)`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists applications_user_counts_idx`.execute(db);
}
