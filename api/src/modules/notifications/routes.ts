import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { notificationCountSchema } from '@portal/shared/contracts';
import { signedInUser } from '../../plugins/auth';
import { errorResponses } from '../../http/responses';
import { countUnreadNotifications } from './repository';

export default async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notification-count',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Unread notifications of the signed-in user (any role)',
        response: { 200: notificationCountSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true, data: await countUnreadNotifications(app.db, signedInUser(request).id) }),
  );
}
