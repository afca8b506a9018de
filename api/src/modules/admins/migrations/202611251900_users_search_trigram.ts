import { sql, type Kysely } from 'kysely';
import { trigramOperators } from '../../../db/trigram';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists, not the typed one */

/**
 * The staff lists' search on name and e-mail (/registered-candidates, /subscribers, /admins) over one trigram
 * index: `first_name || ' ' || last_name || ' ' || email ILIKE '%…%'` (three characters or more use it).
 * At 100 000 candidates the four-column OR scanned the table (about 0.5 s on PostgreSQL).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const trigramOps = await trigramOperators(db);
  await sql`
    create index users_search_trgm_idx on users
    using gin ((first_name || ' ' || last_name || ' ' || email) ${trigramOps})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists users_search_trgm_idx`.execute(db);
}
