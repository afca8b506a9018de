import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailTransport, type MailTransport } from '../../providers/mailer';
import { drainOutbox, pruneOutbox, type DrainResult } from './outbox';

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
  async function mail(app: FastifyInstance) {
    const transport = createMailTransport({ smtpUrl: app.config.smtpUrl, from: app.config.mailFrom, log: app.log });
    const drain = () => drainOutbox(app.db, transport, app.log);
    app.decorate('mail', { transport, drainOutbox: drain });

    // Every 2 s: a verification code should arrive within seconds.
    app.background('mail outbox', drain, 2000);
    app.background('mail outbox retention', () => pruneOutbox(app.db), 60 * 60 * 1000);
    app.addHook('onClose', async () => transport.close());
  },
  { name: 'mail', dependencies: ['services', 'database', 'background'] },
);
