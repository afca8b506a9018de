import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailTransport, type MailTransport } from '../../providers/mailer';
import { drainOutbox, startOutboxWorker, type DrainResult } from './outbox';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      transport: MailTransport;
      /** Sends every due outbox message now (the worker calls it; tests call it directly). */
      drainOutbox(): Promise<DrainResult>;
    };
  }
}

export default fp(
  async function mail(
    app: FastifyInstance,
    options: { smtpUrl: string | undefined; from: string; runWorker: boolean },
  ) {
    const transport = createMailTransport({ smtpUrl: options.smtpUrl, from: options.from, log: app.log });
    const drain = () => drainOutbox(app.db, transport, app.log);
    app.decorate('mail', { transport, drainOutbox: drain });

    if (options.runWorker) {
      let worker: ReturnType<typeof startOutboxWorker> | undefined;
      app.addHook('onReady', async () => {
        worker = startOutboxWorker(drain, app.log);
      });
      // preClose runs before any onClose, so the last pass finishes while the database is still open.
      app.addHook('preClose', async () => {
        await worker?.stop();
      });
    }
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mail', dependencies: ['database'] },
);
