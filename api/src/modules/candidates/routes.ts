import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminDashboardSchema,
  assignedCandidatesQuery,
  candidateRecordSchema,
  envelope,
  jobHistoryPageSchema,
  jobHistoryQuery,
  page,
} from '@portal/shared/contracts';
import { pageOf } from '../../http/pages';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { quotaUseOf } from '../applications/quota';
import { findUserById } from '../users/repository';
import { apiMessages } from '../../texts';
import {
  adminDashboardOf,
  listJobHistoryCandidates,
  listShownCandidateRecords,
  type CandidateScope,
} from './repository';
import { candidateListMessages } from './texts';

export default async function candidateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/assigned-users-with-active-subscription',
    {
      preValidation: app.requireRole('admin', 'superAdmin'),
      schema: {
        tags: ['candidates'],
        summary:
          "Staff: a page of assigned candidates, newest first, each with documents, job platforms (no passwords) and plan name ('Free' when none): an admin's own, every assigned candidate for a super admin. `search` looks in name and e-mail; `filter` near-quota (at 80 % or more of the plan's quota) or no-platform. totalDocs stops counting at 10 000; with a search it counts only up to this page (hasNextPage tells whether more match).",
        querystring: assignedCandidatesQuery,
        response: { 200: envelope(page(candidateRecordSchema)), ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const viewer = signedInUser(request);
      const query = request.query;
      const scope: CandidateScope = viewer.role === 'admin' ? { adminId: viewer.id } : { everyAssigned: true };
      const { records, total } = await listShownCandidateRecords(app.db, {
        scope,
        search: query.search || undefined,
        filter: query.filter,
        page: query.page,
        limit: query.limit,
      });
      return { success: true, data: pageOf(records, total, query) };
    },
  );

  app.get(
    '/job-history',
    {
      preValidation: app.requireRole('admin', 'superAdmin'),
      schema: {
        tags: ['candidates'],
        summary:
          "Staff: one admin's candidates for the job-history table (the signed-in admin's; a super admin names the admin), each with plan name and applications of the last 7 days. `search` by name or e-mail, `plan` Free/Silver/Gold, `applied` this-week or not-this-week. totalDocs stops counting at 10 000; with a search it counts only up to this page (hasNextPage tells whether more match).",
        querystring: jobHistoryQuery,
        response: { 200: envelope(jobHistoryPageSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = signedInUser(request);
      const query = request.query;
      let admin = viewer;
      if (viewer.role === 'admin') {
        if (query.admin && query.admin !== viewer.id) throw new HttpError(403, apiMessages.forbidden);
      } else {
        if (!query.admin) throw new HttpError(400, candidateListMessages.adminRequired);
        const named = await findUserById(app.db, query.admin);
        if (!named || named.role !== 'admin') throw new HttpError(404, candidateListMessages.adminNotFound);
        admin = named;
      }
      const { docs, total } = await listJobHistoryCandidates(app.db, {
        scope: { adminId: admin.id },
        search: query.search || undefined,
        plan: query.plan,
        applied: query.applied,
        page: query.page,
        limit: query.limit,
      });
      return {
        success: true,
        data: {
          ...pageOf(docs, total, query),
          admin: { _id: admin.id, firstName: admin.first_name, lastName: admin.last_name },
        },
      };
    },
  );

  app.get(
    '/admin/dashboard',
    {
      preValidation: app.requireRole('admin'),
      schema: {
        tags: ['candidates'],
        summary:
          "Admin: their dashboard's figures: assigned candidates, applications of the last 7 days, candidates at or near their plan's quota (80 % or more) and candidates with no job platform, each with its first five.",
        response: { 200: envelope(adminDashboardSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const admin = signedInUser(request);
      const figures = await adminDashboardOf(app.db, admin.id);
      const use = await quotaUseOf(app.db, figures.nearQuota.ids);
      return {
        success: true,
        data: {
          assignedCandidates: figures.assigned,
          applicationsThisWeek: figures.applicationsThisWeek,
          nearQuota: {
            total: figures.nearQuota.total,
            candidates: figures.nearQuota.ids.flatMap((id) => {
              const quota = use.get(id);
              return quota
                ? [
                    {
                      _id: id,
                      firstName: quota.firstName,
                      lastName: quota.lastName,
                      planName: quota.planName ?? quota.lastPlanName ?? 'Free',
                      used: quota.used,
                      limit: quota.limit,
                    },
                  ]
                : [];
            }),
          },
          noPlatform: figures.noPlatform,
        },
      };
    },
  );
}
