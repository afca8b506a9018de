import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { lockDataDirectory } from './data-dir-lock';
import { listenOnPostgres, type DatabaseListener } from './listener';
import { PgliteDialect } from './pglite-dialect';
import { trustShapedStatements } from './shaped-statement';
import { preparingPool } from './prepared-statements';
import type { Database } from './database-types';

export type DatabaseKind = 'pglite' | 'postgresql';

/** Extensions the migrations create, loaded into every PGlite instance (PostgreSQL ships them as contrib). */
export const pgliteExtensions = { pg_trgm };

/** The one Kysely instance and how to close what it runs on. */
export type DatabaseHandle = {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** LISTEN on a channel (cross-instance events); answers how to stop. See `db/listener.ts`. */
  listen: DatabaseListener;
  close(): Promise<void>;
};

export type DatabaseOptions =
  | { kind: 'postgresql'; url: string; /** Tests isolate each suite in its own schema. */ schema?: string }
  | {
      kind: 'pglite';
      /** Directory of the database files; omitted means in memory. */ directory?: string;
      loadDump?: Blob;
    };

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgresql') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // Prepared statements keep PostgreSQL's own choice (plan_cache_mode auto): after five calls planned for their
      // values, one generic plan when it is no dearer. Planning every call cost the list pages three quarters of the
      // database's time (list benchmark). Rules that keep generic plans good and kept: a text search is planned for
      // its pattern every time (prepared-statements.ts); a column that a partial index is defined on is compared with
      // a literal (`sql.lit(false)`, `sql.lit('succeeded')`), so the generic plan can use that index; a LIMIT is a
      // literal and a first page has no OFFSET (page-with-total.ts: `rowLimit`, `skipping`), as are values from a
      // small fixed set, so the generic plan is costed as a custom one (else every call is planned again).
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // A dropped connection must not crash the process; the next query reconnects.
    pool.on('error', () => undefined);
    // Parameterised queries run as named prepared statements (parsed once per connection): db/prepared-statements.ts.
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgresql',
      async listen(channel, onPayload, onReconnect, onLost) {
        const stop = await listenOnPostgres(options.url, channel, onPayload, onReconnect, onLost);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      async close() {
        await Promise.all([...listeners].map((stop) => stop()));
        await db.destroy();
      },
    };
  }

  let releaseLock = () => {};
  if (options.directory) {
    fs.mkdirSync(path.dirname(options.directory), { recursive: true });
    releaseLock = lockDataDirectory(path.dirname(options.directory));
  }
  let pglite: PGlite;
  try {
    pglite = await PGlite.create({
      extensions: pgliteExtensions,
      ...(options.directory ? { dataDir: options.directory } : {}),
      ...(options.loadDump ? { loadDataDir: options.loadDump } : {}),
    });
  } catch (error) {
    releaseLock();
    throw error;
  }
  const db = new Kysely<Database>({ dialect: new PgliteDialect(pglite) });
  let closing: Promise<void> | undefined;
  return {
    db,
    kind: 'pglite',
    // In-process: PGlite delivers a committed pg_notify to its own listeners; there is nothing to reconnect.
    listen: async (channel, onPayload) => {
      const unlisten = await pglite.listen(channel, onPayload);
      return async () => {
        if (!pglite.closed) await unlisten();
      };
    },
    close() {
      closing ??= (async () => {
        await db.destroy();
        await pglite.close();
        releaseLock();
      })();
      return closing;
    },
  };
}

/**
 * PostgreSQL when DATABASE_URL is set, otherwise PGlite in DATA_DIR/pglite (locked to this process). In production its
 * shaped statements run without the check against a fresh build (db/shaped-statement.ts).
 */
export async function openConfiguredDatabase(config: {
  databaseUrl: string | undefined;
  dataDir: string;
  nodeEnv: 'development' | 'production' | 'test';
}): Promise<DatabaseHandle> {
  const handle = await (config.databaseUrl
    ? openDatabase({ kind: 'postgresql', url: config.databaseUrl })
    : openDatabase({ kind: 'pglite', directory: path.join(config.dataDir, 'pglite') }));
  if (config.nodeEnv === 'production') trustShapedStatements(handle.db);
  return handle;
}
