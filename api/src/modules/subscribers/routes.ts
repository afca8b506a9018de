import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  assignAccountOfficerRequest,
  envelope,
  page,
  subscriberSchema,
  subscribersQuery,
  userSchema,
} from '@portal/shared/contracts';
import { formBodyLimit } from '../../http/body-limits';
import { pageOf } from '../../http/pages';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { recordAudit } from '../admins/repository';
import { presentUser } from '../users/present';
import { listShownSubscribers, officerStatusesThatHold } from './repository';
import { subscriberMessages } from './texts';

/** The super admin's subscribers (issue 16): the list, and assigning an admin to a candidate. */
export default async function subscriberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const superAdminOnly = app.requireRole('superAdmin');

  app.get(
    '/subscribe-users',
    {
      preValidation: superAdminOnly,
      schema: {
        tags: ['subscribers'],
        summary:
          'Super admin: subscribed candidates (a plan chosen), newest first, with documents, platforms and officer; filter all/assigned/unassigned (an officer suspended or deleted counts as none), plan, search on name and e-mail. totalDocs stops counting at 10 000; with a search it counts only up to this page (hasNextPage tells whether more match).',
        querystring: subscribersQuery,
        response: { 200: envelope(page(subscriberSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const query = request.query;
      const { docs, total } = await listShownSubscribers(app.db, { ...query, search: query.search || undefined });
      return { success: true, data: pageOf(docs, total, query) };
    },
  );

  app.patch(
    '/user/assign-account-officer',
    {
      preValidation: superAdminOnly,
      bodyLimit: formBodyLimit,
      schema: {
        tags: ['subscribers'],
        summary:
          'Super admin: assign an active admin to a subscribed candidate. A candidate whose admin is active or pending cannot be assigned again; one whose admin was suspended or deleted can.',
        body: assignAccountOfficerRequest,
        response: { 200: envelope(userSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = signedInUser(request);
      const { user: candidateId, accountOfficer } = request.body;
      const updated = await app.db.transaction().execute(async (trx) => {
        // Locked, so two assignments of one candidate cannot both see them free.
        const candidate = await trx
          .selectFrom('users')
          .selectAll()
          .where('id', '=', candidateId)
          .forUpdate()
          .executeTakeFirst();
        if (!candidate || candidate.role !== 'user') throw new HttpError(404, subscriberMessages.candidateNotFound);
        if (!candidate.subscription) throw new HttpError(409, subscriberMessages.notSubscribed);
        const admin = await trx.selectFrom('users').selectAll().where('id', '=', accountOfficer).executeTakeFirst();
        if (!admin || admin.role !== 'admin') throw new HttpError(404, subscriberMessages.adminNotFound);
        if (admin.status !== 'active') throw new HttpError(409, subscriberMessages.adminNotActive);
        if (candidate.account_officer) {
          const current = await trx
            .selectFrom('users')
            .select('status')
            .where('id', '=', candidate.account_officer)
            .executeTakeFirst();
          if (current && (officerStatusesThatHold as readonly string[]).includes(current.status))
            throw new HttpError(409, subscriberMessages.alreadyAssigned);
        }
        const row = await trx
          .updateTable('users')
          .set({ account_officer: admin.id, updated_at: new Date() })
          .where('id', '=', candidate.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await recordAudit(trx, { adminId: admin.id, actorId: actor.id, action: 'assigned', candidateId: candidate.id });
        return row;
      });
      return { success: true, message: subscriberMessages.adminAssigned, data: presentUser(updated) };
    },
  );
}
