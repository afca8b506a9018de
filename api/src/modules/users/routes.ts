import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, page, serverMessages, userSchema, usersQuery } from '@portal/shared/contracts';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { presentUser } from './present';
import { listUsers } from './repository';

// The shared query takes any text for accountOfficer; the column is a uuid, so anything else is a 400 here.
const staffUsersQuery = usersQuery.extend({
  accountOfficer: z.uuid({ error: serverMessages.invalidUserId }).optional(),
});

export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/user/me',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: envelope(userSchema), ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true, data: presentUser(signedInUser(request)) }),
  );

  app.get(
    '/users',
    {
      preHandler: app.requireRole('admin', 'superAdmin'),
      schema: {
        tags: ['users'],
        summary:
          'Staff only: a page of users. An admin sees only the candidates assigned to them (and the super admins).',
        security: [{ bearerAuth: [] }],
        querystring: staffUsersQuery,
        response: { 200: envelope(page(userSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const query = request.query;
      const { rows, total } = await listUsers(app.db, {
        viewer: signedInUser(request),
        role: query.role,
        search: query.search || undefined,
        verified: query.verified === undefined ? undefined : query.verified === 'true',
        accountOfficer: query.accountOfficer,
        page: query.page,
        limit: query.limit,
      });
      const totalPages = Math.ceil(total / query.limit);
      return {
        success: true,
        data: {
          docs: rows.map(presentUser),
          totalDocs: total,
          page: query.page,
          limit: query.limit,
          totalPages,
          hasNextPage: query.page < totalPages,
        },
      };
    },
  );
}
