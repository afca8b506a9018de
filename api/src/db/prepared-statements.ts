import crypto from 'node:crypto';
import type { PostgresPool, PostgresPoolClient } from 'kysely';
import type pg from 'pg';

/** How many distinct statements are prepared (per connection, each when first used); others run unnamed. */
export const maxPreparedStatements = 500;

/**
 * Starts a text search whose plan cannot depend on how rare its pattern is, so it may be prepared and keep a generic
 * plan: its matches all come from a trigram index into a materialised set, whatever the pattern (the staff lists'
 * `shapedSearch`). Planning such a search on each call cost more than running it (list benchmark: 1.1–1.9 ms of
 * planning; a registered candidates' search by plan 315 → 1 075 req/s prepared).
 */
export const genericPlanMarker = '/* generic plan */';

/**
 * A text search (`ilike` on a trigram index) is planned for its pattern every time: it runs unnamed, and PostgreSQL
 * plans an unnamed statement with its values. A prepared one may, after five runs, keep a generic plan that cannot
 * see how rare the pattern is (measured by the list benchmark: a candidate's search fell from 2 300 to 137 req/s),
 * unless the statement starts with `genericPlanMarker`.
 */
export const plannedForItsValues = (text: string) =>
  /\bilike\b/i.test(text) && !text.trimStart().startsWith(genericPlanMarker);

/**
 * A pool for Kysely whose parameterised queries run as named prepared statements (node-postgres prepares a name once
 * per connection and then only binds and executes it): PostgreSQL parses each statement once per connection instead
 * of on every call, and keeps a generic plan once it is no dearer than planning each call (list benchmark, issue
 * 12). Queries without parameters (migrations, DDL, several statements in one text) and text searches
 * (`plannedForItsValues`) run unnamed, and past `maxPreparedStatements` distinct texts the rest do too,
 * so a connection never holds an unbounded number of statements. When a table's shape changed under a prepared
 * statement ("cached plan must not change result type", e.g. another instance migrated), the query is run again
 * unnamed and that connection is closed on release, so its statements go with it.
 */
export function preparingPool(pool: pg.Pool): PostgresPool {
  /** Each text's name, or null for a text that runs unnamed (a search); decided once per text. */
  const names = new Map<string, string | null>();
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const nameOf = (text: string) => {
    let name = names.get(text);
    if (name === undefined && names.size < maxPreparedStatements) {
      name = plannedForItsValues(text) ? null : `k${crypto.createHash('sha1').update(text).digest('base64url')}`;
      names.set(text, name);
    }
    return name ?? undefined;
  };
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let stale = false;
    const wrapper = {
      query(textOrCursor: unknown, parameters?: ReadonlyArray<unknown>) {
        if (typeof textOrCursor !== 'string') return client.query(textOrCursor as never);
        const values = parameters ? [...parameters] : [];
        const name = values.length > 0 && !stale ? nameOf(textOrCursor) : undefined;
        if (!name) return client.query(textOrCursor, values);
        return client.query({ name, text: textOrCursor, values }).catch((error: { code?: string }) => {
          // feature_not_supported: the cached plan's result type changed under it.
          if (error?.code !== '0A000') throw error;
          stale = true;
          return client.query(textOrCursor, values);
        });
      },
      release(destroy?: boolean) {
        client.release(destroy || stale);
        if (stale) wrappers.delete(client);
      },
    };
    return wrapper as unknown as PostgresPoolClient;
  };
  return {
    options: pool.options,
    Client: (pool as unknown as { Client?: PostgresPool['Client'] }).Client,
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) {
        wrapper = wrap(client);
        wrappers.set(client, wrapper);
      }
      return wrapper;
    },
    end: () => pool.end(),
  };
}
