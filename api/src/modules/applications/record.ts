import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { applicationSchema, createApplicationRequest, envelope, type PlanName } from '@portal/shared/contracts';
import { isBeforeApplicationDateFloor } from '@portal/shared/limits';
import { sharedMessages } from '@portal/shared/texts';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { maySeeCandidate } from '../users/access';
import { apiMessages } from '../../texts';
import { presentApplication } from './present';
import { britishDay } from './export';
import { quotaUseOf } from './quota';
import { recordApplicationMessages as texts } from './texts';

/** An application date may be today in any Australian time zone (up to 14 hours ahead of UTC), never later. */
const latestAppliedAhead = 14 * 60 * 60 * 1000;

/**
 * POST /application: staff record an application made for a candidate (spec section 3's payload). The status is
 * 'applied'; the platform must be one of the candidate's and the resume their current Resume/CV, whose exact
 * file the application keeps. The plan's quota is checked and the row inserted under a lock on the candidate's
 * row, so two staff recording the last allowed application at once cannot both succeed.
 */
export function recordApplicationRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post(
    '/application',
    {
      preValidation: app.requireRole('admin', 'superAdmin'),
      schema: {
        tags: ['applications'],
        summary:
          "Staff: record an application made for a candidate (the assigned admin or a super admin). The platform must be one of the candidate's, the resume their current Resume/CV (the application keeps that exact file). Plan quotas: Free 10 per 7 days while running, Silver 30 per 30 days, Gold unlimited; over the quota, with no running plan or with one paid for that has not started yet it is refused (409) with the plan and its limit, or the day it starts, named.",
        body: createApplicationRequest,
        response: { 201: envelope(applicationSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const viewer = signedInUser(request);
      const body = request.body;
      const appliedAt = new Date(body.details.appliedDate);
      if (Number.isNaN(appliedAt.getTime()) || appliedAt.getTime() > Date.now() + latestAppliedAhead)
        throw new HttpError(400, sharedMessages.applicationDateInFuture);
      // Nor before 2000: an earlier year is a typing slip (year 1 or 1900), not a job application the portal made.
      if (isBeforeApplicationDateFloor(body.details.appliedDate))
        throw new HttpError(400, sharedMessages.applicationDateTooEarly);
      const row = await app.db.transaction().execute(async (trx) => {
        // The lock: every recording for this candidate waits here until the one before has committed.
        const candidate = await trx
          .selectFrom('users')
          .selectAll()
          .where('id', '=', body.user)
          .forUpdate()
          .executeTakeFirst();
        if (!candidate || candidate.role !== 'user') throw new HttpError(404, texts.candidateNotFound);
        if (!maySeeCandidate(viewer, candidate)) throw new HttpError(403, apiMessages.forbidden);
        const portal = await trx
          .selectFrom('portals')
          .select(['id', 'name'])
          .where('id', '=', body.platform)
          .where('user_id', '=', candidate.id)
          .executeTakeFirst();
        if (!portal || portal.name !== body.portalName) throw new HttpError(400, texts.platformNotTheirs);
        const resume = await trx
          .selectFrom('documents')
          .select(['upload_id', 'title'])
          .where('id', '=', body.resume)
          .where('user_id', '=', candidate.id)
          .where('category', '=', 'Resume/CV')
          .executeTakeFirst();
        if (!resume) throw new HttpError(400, texts.resumeNotCurrent);
        const quota = (await quotaUseOf(trx, [candidate.id])).get(candidate.id)!;
        if (!quota.planName && quota.upcoming)
          throw new HttpError(
            409,
            texts.planNotStarted(quota.upcoming.planName, britishDay(quota.upcoming.startsAt, 'UTC')),
          );
        if (!quota.planName) {
          const lastPlan = quota.lastPlanName
            ? await trx
                .selectFrom('subscription_plans')
                .select(['application_limit', 'billing'])
                .where('name', '=', quota.lastPlanName as PlanName)
                .executeTakeFirst()
            : undefined;
          const lastPeriod = lastPlan?.billing === 'weekly' ? 'week' : 'month';
          throw new HttpError(
            409,
            texts.planExpired(quota.lastPlanName, lastPlan?.application_limit ?? null, lastPeriod),
          );
        }
        const period = quota.billing === 'weekly' ? 'week' : 'month';
        if (quota.limit !== null && quota.used >= quota.limit)
          throw new HttpError(409, texts.quotaReached(quota.planName, quota.limit, period));
        return trx
          .insertInto('applications')
          .values({
            user_id: candidate.id,
            recorded_by: viewer.id,
            platform: portal.name,
            status: 'applied',
            title: body.title,
            company: body.company,
            location: body.location,
            description: body.description,
            applied_at: appliedAt,
            application_type: body.details.applicationType,
            level: body.details.level,
            duration: body.details.duration,
            salary: body.details.salary,
            job_type: body.details.type,
            cv_upload_id: resume.upload_id,
            cv_name: resume.title,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return reply.code(201).send({ success: true, message: texts.saved, data: presentApplication(row) });
    },
  );
}
