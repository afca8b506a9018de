import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * The trigram operator class for a GIN index (pg_trgm created first if missing), named with the schema pg_trgm lives
 * in (a test's own schema does not have it on its search path; on a server it may be elsewhere than public). For the
 * migrations that create trigram indexes.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists
export async function trigramOperators(db: Kysely<any>): Promise<RawBuilder<unknown>> {
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return sql.raw(`"${(rows[0]?.schema ?? 'public').replace(/"/g, '""')}".gin_trgm_ops`);
}
