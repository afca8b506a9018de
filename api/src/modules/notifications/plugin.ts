import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { notificationChannel } from './events';
import { NotificationStreams } from './live';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notification event streams open on this instance (GET /api/notifications/stream). */
    notificationStreams: NotificationStreams;
  }
}

/**
 * Live notifications across instances: every instance LISTENs on the notifications channel (one dedicated
 * connection on PostgreSQL, re-listening after a reconnect; in-process on PGlite) and tells its own streams.
 */
export default fp(
  async function notificationEvents(app: FastifyInstance) {
    const streams = new NotificationStreams(app.db, { heartbeatMs: 20_000, sessionCheckMs: 60_000 }, (error) =>
      app.log.error({ err: error }, 'Notification event could not be delivered'),
    );
    app.decorate('notificationStreams', streams);
    const stopListening = await app.listenToDatabase(
      notificationChannel,
      (payload) => streams.handle(payload),
      () => streams.resync(),
    );
    // preClose: the open streams end before the server waits for its connections to finish.
    app.addHook('preClose', async () => {
      streams.close();
      await stopListening();
    });
  },
  { name: 'notification-events', dependencies: ['database'] },
);
