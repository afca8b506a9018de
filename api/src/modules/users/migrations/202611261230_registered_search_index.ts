import { sql, type Kysely } from 'kysely';
import { trigramOperators } from '../../../db/trigram';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

// A registered-candidates search (verified, not deleted) asks the trigram index for the matches when the newest rows
// hold too few (users/repository.ts, searchPage). The candidates' index (users_candidate_search_idx) also holds the
// unverified ones, and each of its matches was read from the table to be dropped there: a name that only unverified
// candidates have read 2 500 rows for none (list benchmark: 8.3 ms). This one holds the registered candidates only.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create index users_registered_search_idx on users
      using gin ((first_name || ' ' || last_name || ' ' || email) ${await trigramOperators(db)})
      where role = 'user' and email_verified and status <> 'deleted'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_registered_search_idx`.execute(db);
}
