import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema, envelope } from '@portal/shared/contracts';
import { apiMessages } from '../../texts';
import type { AppConfig } from '../../config';
import { errorResponses } from '../../http/responses';
import { HttpError } from '../../plugins/errors';

const outboxMessage = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(['pending', 'sent', 'logged', 'failed']),
  createdAt: z.string(),
});

/**
 * The outbox is readable only where no mail can leave the machine (no SMTP_URL) and never in production:
 * it hands out every reset link, so a deployment must not be one forgotten variable away from opening it.
 */
export const devOutboxEnabled = (config: Pick<AppConfig, 'smtpUrl' | 'nodeEnv'>) =>
  !config.smtpUrl && config.nodeEnv !== 'production';

const loopback = new net.BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

/** 127.0.0.0/8 and ::1, also as IPv4-mapped IPv6 addresses. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.toLowerCase().startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  if (net.isIPv4(plain)) return loopback.check(plain, 'ipv4');
  return net.isIPv6(plain) && loopback.check(plain, 'ipv6');
}

/** The start-up banner's line for the outbox (null when it is off). */
export const devOutboxNotice = (config: Pick<AppConfig, 'smtpUrl' | 'nodeEnv'>, url: string) =>
  devOutboxEnabled(config)
    ? `Development outbox is ON (no SMTP_URL, NODE_ENV is not production): ${url}/api/dev/outbox?to=<address> answers this machine only`
    : null;

/**
 * Development only (registered when `devOutboxEnabled`): lets people and e2e suites read the mail a user got.
 * It answers a connection from this machine only: the socket's own address, never X-Forwarded-For.
 */
export default async function devRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', async (request) => {
    if (!isLoopbackAddress(request.raw.socket.remoteAddress)) throw new HttpError(404, apiMessages.notFound);
  });
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Development only: the e-mails sent to one address, newest first',
        querystring: z.object({ to: emailSchema }),
        response: { 200: envelope(z.array(outboxMessage)), ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const rows = await app.db
        .selectFrom('mail_outbox')
        .select(['subject', 'text', 'html', 'status', 'created_at'])
        .where('to', '=', request.query.to)
        .orderBy('created_at', 'desc')
        .limit(50)
        .execute();
      return {
        success: true,
        data: rows.map((row) => ({
          subject: row.subject,
          text: row.text,
          html: row.html,
          status: row.status,
          createdAt: new Date(row.created_at).toISOString(),
        })),
      };
    },
  );
}
