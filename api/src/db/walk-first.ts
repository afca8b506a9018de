import type { Kysely } from 'kysely';
import type { Database } from './database-types';

/** How many of a list's newest rows a search reads in order before it asks the trigram index instead. */
export const searchWalkRows = 1_000;

/** Which of a search's matches a page wants: `limit` of them from `offset`; `walk` as `searchWalkRows`. */
export type SearchedRows = { search: string; offset: number; limit: number; walk: number };

/**
 * A list search's two ways to its matches, the first tried first. `walked` reads at most `walk` of the list's newest
 * rows and gives the first `wanted` of those that match, in the list's order (as `{ found }`): a common term is found
 * among the first few, by a prepared statement that keeps its plan whatever the term (a text search is planned on each
 * call, prepared-statements.ts: the list benchmark's searches spent 1–2 ms planning for 0.3–0.4 of running). When they
 * hold too few (a rare term, a deep page), `indexed` gives `limit` matches from `offset` (from the trigram index).
 */
export function walkFirst<Shape, Values, Row>(
  walked: (
    db: Kysely<Database>,
    shape: Shape,
    values: Values,
    rows: { search: string; walk: number; wanted: number },
  ) => Promise<{ found: Row }[]>,
  indexed: (db: Kysely<Database>, shape: Shape, values: Values, rows: SearchedRows) => Promise<Row[]>,
): (db: Kysely<Database>, shape: Shape, values: Values, rows: SearchedRows) => Promise<Row[]> {
  return async (db, shape, values, rows) => {
    const wanted = rows.offset + rows.limit;
    if (wanted <= rows.walk) {
      const found = await walked(db, shape, values, { search: rows.search, walk: rows.walk, wanted });
      if (found.length === wanted) return found.slice(rows.offset).map((row) => row.found);
    }
    return indexed(db, shape, values, rows);
  };
}

/**
 * A searched page's total, counted only up to it: the matches before it and its own (`found`, with the one row more
 * that tells a next page follows). A page past the last match holds none and cannot tell how many came before it, so
 * the matches are read again from the first, at most `searchWalkRows` (then the total says "at least"), rather than
 * claim the page's offset: page 5 of 21 matches said 40.
 */
export async function searchedTotal(
  offset: number,
  found: number,
  recount: (limit: number) => Promise<number>,
): Promise<number> {
  return found > 0 || offset === 0 ? offset + found : recount(Math.min(offset, searchWalkRows));
}

/**
 * A searched page, counted only up to it: `limit` matches from `offset`, read with one row more (which tells whether a
 * next page follows), and its total (`searchedTotal`: the page's offset and matches, else the matches recounted from
 * the first). `read(offset, limit)` gives a search's matches in the list's order. Every searched list pages so.
 */
export async function searchedPage<Row>(
  offset: number,
  limit: number,
  read: (offset: number, limit: number) => Promise<Row[]>,
): Promise<{ rows: Row[]; total: number; hasNextPage: boolean }> {
  const found = await read(offset, limit + 1);
  const total = await searchedTotal(offset, found.length, async (count) => (await read(0, count)).length);
  return { rows: found.slice(0, limit), total, hasNextPage: found.length > limit };
}
