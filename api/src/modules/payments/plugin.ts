import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import Stripe from 'stripe';
import { claimDueEvents, LocalPaymentProvider, maxWebhookAttempts, webhookRetrySeconds } from './local-provider';

declare module 'fastify' {
  interface FastifyInstance {
    payments: {
      mode: 'local' | 'stripe';
      /** The one SDK client: Stripe's API, or the local provider through the SDK's fetch HTTP client. */
      stripe: Stripe;
      webhookSecret: string;
      publishableKey: string | null;
      /** Only in local mode. */
      local: LocalPaymentProvider | null;
      /** Delivers the local provider's due events to the webhook route (the worker calls it; tests too). */
      deliverLocalEvents(): Promise<{ delivered: number; retrying: number }>;
    };
  }
}

/** The local provider's signing secret: generated once into DATA_DIR, like Stripe's per-endpoint `whsec_…`. */
function localWebhookSecret(dataDir: string): string {
  const file = path.join(dataDir, 'payments-webhook-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, `whsec_${crypto.randomBytes(24).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return fs.readFileSync(file, 'utf8').trim();
}

export default fp(
  async function payments(app: FastifyInstance) {
    const configured = app.config.stripe;
    const local = configured ? null : new LocalPaymentProvider(app.db);
    const stripe = configured
      ? new Stripe(configured.secretKey, { maxNetworkRetries: 2, timeout: 20000, telemetry: false })
      : new Stripe('sk_test_local_provider', {
          httpClient: Stripe.createFetchHttpClient(local!.fetch),
          host: 'local-provider.invalid',
          protocol: 'http',
          port: 80,
          maxNetworkRetries: 0,
          telemetry: false,
        });
    const webhookSecret = configured ? configured.webhookSecret : localWebhookSecret(app.config.dataDir);

    async function deliverLocalEvents() {
      const result = { delivered: 0, retrying: 0 };
      for (const event of await claimDueEvents(app.db)) {
        const attempts = event.attempts + 1;
        let problem: string | null;
        try {
          const answer = await app.inject({
            method: 'POST',
            url: '/api/payments/webhook',
            headers: {
              'content-type': 'application/json',
              'stripe-signature': stripe.webhooks.generateTestHeaderString({
                payload: event.payload,
                secret: webhookSecret,
              }),
            },
            payload: event.payload,
          });
          problem = answer.statusCode < 300 ? null : `${answer.statusCode} ${answer.body.slice(0, 300)}`;
        } catch (error) {
          problem = error instanceof Error ? error.message : String(error);
        }
        await app.db
          .updateTable('local_webhook_outbox')
          .set(
            problem === null
              ? { status: 'delivered', attempts, last_error: null }
              : {
                  status: attempts >= maxWebhookAttempts ? 'failed' : 'pending',
                  attempts,
                  last_error: problem,
                  next_attempt_at: new Date(Date.now() + webhookRetrySeconds(attempts) * 1000),
                },
          )
          .where('id', '=', event.id)
          .execute();
        if (problem === null) result.delivered += 1;
        else {
          result.retrying += 1;
          app.log.warn({ attempts, problem }, 'Local payment event not accepted; will retry');
        }
      }
      return result;
    }

    app.decorate('payments', {
      mode: configured ? 'stripe' : 'local',
      stripe,
      webhookSecret,
      publishableKey: configured?.publishableKey ?? null,
      local,
      deliverLocalEvents,
    });
    if (local) {
      app.background('local payment provider', () => local.settleDue(), 1000);
      app.background('local payment events', deliverLocalEvents, 1000);
    }
  },
  { name: 'payments', dependencies: ['services', 'database', 'background'] },
);
