import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailSchema, envelope } from '@portal/shared/contracts';
import { errorResponses } from '../../http/responses';

const outboxMessage = z.object({
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(['pending', 'sent', 'logged', 'failed']),
  createdAt: z.string(),
});

/** Development only (never registered in production): lets people and e2e suites read the mail a user got. */
export default async function devRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/dev/outbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Development only: the e-mails sent to one address, newest first',
        querystring: z.object({ to: emailSchema }),
        response: { 200: envelope(z.array(outboxMessage)), ...errorResponses(400) },
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
