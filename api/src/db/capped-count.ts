import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type { Database } from './database-types';

/** Past this many matches a list says "at least" (count capped): exact counts of big tables are full scans. */
export const countCap = 10_000;

/** How many rows `matching` finds, counting no further than `cap`: a bounded walk of its index, never a full count. */
export async function cappedCount<TB extends keyof Database>(
  db: Kysely<Database>,
  matching: SelectQueryBuilder<Database, TB, object>,
  cap = countCap,
): Promise<number> {
  const counted = await db
    .selectFrom(
      matching
        .select(sql<number>`1`.as('one'))
        .limit(cap)
        .as('matching'),
    )
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(counted.count);
}
