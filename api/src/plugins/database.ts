import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { DatabaseHandle, DatabaseKind } from '../db/database';
import type { Database } from '../db/database-types';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    databaseKind: DatabaseKind;
    /** LISTEN for events every instance must hear (PostgreSQL NOTIFY; PGlite in-process). */
    listenToDatabase: DatabaseHandle['listen'];
  }
}

/** Exposes the one Kysely instance; the handle is closed with the app unless the caller keeps it. */
export default fp(
  async function database(app: FastifyInstance, options: { handle: DatabaseHandle; closeWithApp: boolean }) {
    app.decorate('db', options.handle.db);
    app.decorate('databaseKind', options.handle.kind);
    app.decorate('listenToDatabase', options.handle.listen);
    if (options.closeWithApp) app.addHook('onClose', async () => options.handle.close());
  },
  { name: 'database' },
);
