import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  applicationCountQuery,
  applicationCountSchema,
  applicationExportQuery,
  applicationFilters,
  applicationSchema,
  applicationsQuery,
  candidateDashboardSchema,
  envelope,
  page,
} from '@portal/shared/contracts';
import { pageOf } from '../../http/pages';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { candidateInView } from '../users/access';
import { presentApplication } from './present';
import { findUserById } from '../users/repository';
import { countApplications, latestApplications, listShownApplications, scopeOf } from './repository';
import { dashboardPlanAndQuota } from './plan-now';
import { applicationTabLabels } from './texts';
import { recordApplicationRoute } from './record';
import { applicationsInRange, exportCsv, exportFileName, exportPdf, exportRange } from './export';

export default async function applicationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  recordApplicationRoute(fastify);

  app.get(
    '/applications',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['applications'],
        summary:
          "A page of applications, newest first. A candidate sees their own; with `user`, staff name a candidate they may see; without it an admin sees their assigned candidates', a super admin everyone's. `search` looks in title, company and location; `filter` is all, week (last 7 days), month (last 30 days), quick or apply. totalDocs stops counting at 10 000; with a search it counts only up to this page (hasNextPage tells whether more match).",
        querystring: applicationsQuery,
        response: { 200: envelope(page(applicationSchema)), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const viewer = signedInUser(request);
      const query = request.query;
      const candidate = query.user ? await candidateInView(app.db, viewer, query.user) : null;
      const { docs, total } = await listShownApplications(app.db, {
        scope: scopeOf(viewer, candidate),
        filter: query.filter,
        search: query.search || undefined,
        page: query.page,
        limit: query.limit,
      });
      return { success: true, data: pageOf(docs, total, query) };
    },
  );

  app.get(
    '/application/user-application-count',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['applications'],
        summary:
          "A candidate's applications per tab as 'Label (n)' (All, This Week, This Month, Quick Apply, Apply): the caller's own, or with `user` a candidate the staff caller may see.",
        querystring: applicationCountQuery,
        response: { 200: envelope(applicationCountSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const candidate = await candidateInView(app.db, signedInUser(request), request.query.user);
      const counts = await countApplications(app.db, candidate.id);
      return {
        success: true,
        data: applicationFilters.map((filter) => `${applicationTabLabels[filter]} (${counts[filter]})`),
      };
    },
  );

  app.get(
    '/application/dashboard',
    {
      preValidation: app.requireRole('user'),
      schema: {
        tags: ['applications'],
        summary:
          "Candidate: their dashboard's figures: applications in the last 7 and 30 days, the plan now (a paid period before a trial) with its quota and days left, else the next one paid for and the day it starts (no quota runs before then), the account officer (null when none), and the five latest applications.",
        response: { 200: envelope(candidateDashboardSchema), ...errorResponses(401, 403) },
      },
    },
    async (request) => {
      const candidate = signedInUser(request);
      const [counts, { plan, quota }, officer, latest] = await Promise.all([
        countApplications(app.db, candidate.id),
        dashboardPlanAndQuota(app.db, candidate.id),
        candidate.account_officer ? findUserById(app.db, candidate.account_officer) : null,
        latestApplications(app.db, candidate.id, 5),
      ]);
      return {
        success: true,
        data: {
          applications: { week: counts.week, month: counts.month, total: counts.all },
          plan,
          quota,
          accountOfficer:
            officer && officer.role !== 'user'
              ? { firstName: officer.first_name, lastName: officer.last_name, email: officer.email }
              : null,
          latest: latest.map(presentApplication),
        },
      };
    },
  );

  app.get(
    '/application/export',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['applications'],
        summary:
          "Proof of job search: the applications made from `from` to `to` (YYYY-MM-DD, both days included, in the time zone `tz`, default UTC; at most 366 days and 5000 applications), newest first, as CSV or as a PDF report with the candidate's name and the day it was generated. The caller's own, or with `user` a candidate the staff caller may see.",
        querystring: applicationExportQuery,
        // 200: text/csv (UTF-8) or application/pdf, as an attachment.
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => {
      const { user, from, to, format, tz } = request.query;
      const range = exportRange(from, to, tz);
      const candidate = await candidateInView(app.db, signedInUser(request), user);
      const report = {
        candidateName: `${candidate.first_name} ${candidate.last_name}`.trim(),
        range,
        generatedAt: new Date(),
        rows: await applicationsInRange(app.db, candidate.id, range),
      };
      reply
        .header('content-disposition', `attachment; filename="${exportFileName(range, format)}"`)
        .header('cache-control', 'no-store');
      // The file is sent as it is; the typed schema only describes the refusals.
      if (format === 'csv') return reply.type('text/csv; charset=utf-8').send(exportCsv(report) as never);
      return reply.type('application/pdf').send(Buffer.from(await exportPdf(report)) as never);
    },
  );
}
