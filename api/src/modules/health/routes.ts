import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { errorResponses } from '../../http/responses';

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database check (for load balancers)',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgresql']) }),
          ...errorResponses(500),
        },
      },
    },
    async () => {
      // A real round trip: a database that is gone makes this a 500, taking the instance out of rotation.
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const, database: app.databaseKind };
    },
  );
}
