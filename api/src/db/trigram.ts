import { sql, type Kysely, type RawBuilder } from 'kysely';

/**
 * The trigram operator class for a GIN index, named with the schema pg_trgm was created in (a test's own schema does
 * not have it on its search path). For migrations that create trigram indexes once pg_trgm exists.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations run against whatever schema exists
export async function trigramOperators(db: Kysely<any>): Promise<RawBuilder<unknown>> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = 'pg_trgm'`.execute(db);
  return sql.raw(`"${(rows[0]?.schema ?? 'public').replace(/"/g, '""')}".gin_trgm_ops`);
}
