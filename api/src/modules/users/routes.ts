import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, page, updateProfileRequest, userSchema, usersQuery } from '@portal/shared/contracts';
import { pageOf } from '../../http/pages';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { presentUser } from './present';
import { refreshOnboardingSteps } from './onboarding';
import { listShownUsers } from './repository';
import { sharedMessages } from '@portal/shared/texts';
import { settingsRoutes } from './settings-routes';

export default async function userRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await settingsRoutes(fastify);

  app.get(
    '/user/me',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: envelope(userSchema), ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true, data: presentUser(signedInUser(request)) }),
  );

  app.get(
    '/users',
    {
      preValidation: app.requireRole('admin', 'superAdmin'),
      schema: {
        tags: ['users'],
        summary:
          'Staff only: a page of users. An admin sees only the candidates assigned to them (and the super admins).',
        querystring: usersQuery,
        response: { 200: envelope(page(userSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const query = request.query;
      const { docs, total } = await listShownUsers(app.db, {
        viewer: signedInUser(request),
        role: query.role,
        search: query.search || undefined,
        verified: query.verified === undefined ? undefined : query.verified === 'true',
        accountOfficer: query.accountOfficer,
        state: query.state,
        experienceLevel: query.experienceLevel,
        plan: query.plan,
        status: query.status,
        page: query.page,
        limit: query.limit,
      });
      return { success: true, data: pageOf(docs, total, query) };
    },
  );

  app.patch(
    '/user/update-profile',
    {
      preValidation: app.requireRole('user'),
      schema: {
        tags: ['users'],
        summary: 'Candidate: the profile step (phone, address, work states, job title, experience); completes step 2',
        body: updateProfileRequest,
        response: { 200: envelope(userSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { phoneNumber, address, workState, jobTitle, experienceLevel } = request.body;
      const user = await app.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            phone_number: phoneNumber,
            address,
            work_state: workState,
            job_title: jobTitle,
            experience_level: experienceLevel,
          })
          .where('id', '=', signedInUser(request).id)
          .execute();
        return refreshOnboardingSteps(trx, signedInUser(request).id);
      });
      return { success: true, message: sharedMessages.profileUpdated, data: presentUser(user) };
    },
  );
}
