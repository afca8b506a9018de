import { sql, type Kysely, type RawBuilder, type SelectQueryBuilder } from 'kysely';
import type { Database } from './database-types';
import { countCap, rowLimit } from './page-with-total';

export { countCap };

/**
 * How many rows `matching` finds, counting no further than `cap`, as a SQL expression (to read with a page, in its
 * statement): a bounded walk of its index, never a full count.
 */
export function cappedCountOf<DB, TB extends keyof DB>(
  matching: SelectQueryBuilder<DB, TB, object>,
  cap = countCap,
): RawBuilder<string> {
  return sql<string>`(select count(*) from (${matching.select(sql<number>`1`.as('one')).limit(rowLimit(cap))}) as matching)`;
}

/** `cappedCountOf`, read on its own. */
export async function cappedCount<TB extends keyof Database>(
  db: Kysely<Database>,
  matching: SelectQueryBuilder<Database, TB, object>,
  cap = countCap,
): Promise<number> {
  const counted = await db.selectNoFrom(cappedCountOf(matching, cap).as('count')).executeTakeFirstOrThrow();
  return Number(counted.count);
}
