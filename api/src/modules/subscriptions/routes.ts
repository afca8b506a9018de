import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  ownerPageQuery,
  subscriptionList,
  subscriptionRequest,
  subscriptionSchema,
  type Subscription,
} from '@portal/shared/contracts';
import { sql } from 'kysely';
import { pageOf } from '../../http/pages';
import { candidateInView } from '../users/access';
import type { SubscriptionRow } from './tables';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { refreshOnboardingSteps } from '../users/onboarding';
import { findPlan } from '../plans/repository';
import { followPlanChanges } from '../applications/plan-now';
import { paidPeriodsAhead, startFreeTrial } from './trial';
import { fillMessage, sharedMessages } from '@portal/shared/texts';
import { subscriptionMessages } from './texts';
import { listPageSize } from '@portal/shared/limits';

export function presentSubscription(row: SubscriptionRow): Subscription {
  return {
    _id: row.id,
    user: row.user_id,
    plan: row.plan_id,
    planName: row.plan_name,
    period: [
      {
        start_date: new Date(row.start_date).toISOString(),
        exp_date: new Date(row.exp_date).toISOString(),
        active: row.active && new Date(row.exp_date).getTime() > Date.now(),
      },
    ],
    createdAt: new Date(row.created_at).toISOString(),
  };
}

const dayMs = 24 * 60 * 60 * 1000;

export default async function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  // Staff lists name each candidate by the plan now, else the next paid for (planOfRecord): it moves as periods start
  // and end. The first pass looks back further, past a month the server may have been down.
  let lookBackMs = 40 * dayMs;
  app.background(
    'plan changes',
    async () => {
      await followPlanChanges(app.db, lookBackMs);
      lookBackMs = 2 * dayMs;
    },
    60 * 60 * 1000,
  );

  app.post(
    '/subscription',
    {
      preValidation: app.requireRole('user'),
      schema: {
        tags: ['subscriptions'],
        summary:
          'Candidate: choose a plan. Free starts the 7-day free trial (once per candidate, never while a paid period runs or is paid for: 409) and completes step 4; Silver and Gold start after payment (402).',
        body: subscriptionRequest,
        response: {
          201: envelope(subscriptionSchema),
          200: envelope(subscriptionSchema),
          ...errorResponses(400, 401, 402, 403, 409),
        },
      },
    },
    async (request, reply) => {
      const candidate = signedInUser(request);
      const plan = await findPlan(app.db, request.body.selectedPlan);
      if (!plan) throw new HttpError(400, sharedMessages.invalidPlan);
      if (plan.trial_days === 0 || Number(plan.price) > 0) {
        // A paid plan is never started here: only its payment (the provider's webhook, or the server re-reading the
        // intent) starts it. Once paid, choosing it answers the running period.
        // Every period of the plan not yet over: months bought in two payments (Dec, then Jan and Feb) are two periods.
        const periods = await app.db
          .selectFrom('subscriptions')
          .selectAll()
          .where('user_id', '=', candidate.id)
          .where('plan_id', '=', plan.id)
          .where('kind', '=', sql.lit('paid'))
          .where('active', '=', sql.lit(true))
          .where('exp_date', '>', new Date())
          .orderBy('start_date')
          .execute();
        const paid = periods[0];
        const covered = request.body.months.every((month) => periods.some((period) => period.months.includes(month)));
        if (!paid || !covered)
          throw new HttpError(402, fillMessage(subscriptionMessages.paidPlanNeedsPayment, { plan: plan.name }));
        return reply
          .code(200)
          .send({ success: true, message: subscriptionMessages.planActive, data: presentSubscription(paid) });
      }

      const { row: subscription, started } = await app.db.transaction().execute(async (trx) => {
        // The lock: a payment being applied for this candidate meanwhile is seen, or waits for the trial.
        await trx.selectFrom('users').select('id').where('id', '=', candidate.id).forUpdate().execute();
        const paid = await paidPeriodsAhead(trx, candidate.id).select('plan_name').executeTakeFirst();
        if (paid) throw new HttpError(409, fillMessage(subscriptionMessages.paidPlanHeld, { plan: paid.plan_name }));
        const existing = await trx
          .selectFrom('subscriptions')
          .selectAll()
          .where('user_id', '=', candidate.id)
          .where('kind', '=', sql.lit('trial'))
          .executeTakeFirst();
        if (existing) {
          // Choosing Free again while the trial runs (back and forth in onboarding) changes nothing.
          if (new Date(existing.exp_date).getTime() > Date.now() && existing.active)
            return { row: existing, started: false };
          throw new HttpError(409, subscriptionMessages.freeTrialUsed);
        }
        const row = await startFreeTrial(trx, candidate.id, plan);
        if (!row) throw new HttpError(409, subscriptionMessages.freeTrialUsed);
        await refreshOnboardingSteps(trx, candidate.id);
        return { row, started: true };
      });
      return reply
        .code(started ? 201 : 200)
        .send({ success: true, message: sharedMessages.freeTrialActivated, data: presentSubscription(subscription) });
    },
  );

  app.get(
    '/subscriptions',
    {
      preValidation: app.requireRole('user', 'superAdmin'),
      schema: {
        tags: ['subscriptions'],
        summary:
          "A candidate's subscription periods (the candidate themself or a super admin): current and coming first, then expired ones",
        querystring: ownerPageQuery,
        response: {
          200: envelope(subscriptionList),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const candidate = await candidateInView(app.db, signedInUser(request), request.query.user);
      const { page: pageNumber } = request.query;
      const mine = app.db.selectFrom('subscriptions').where('user_id', '=', candidate.id);
      const [rows, total] = await Promise.all([
        mine
          .selectAll()
          .orderBy(sql`case when exp_date > now() then 0 else 1 end`)
          .orderBy(sql`case when exp_date > now() then start_date end`, 'asc')
          .orderBy('exp_date', 'desc')
          .orderBy('id')
          .limit(listPageSize)
          .offset((pageNumber - 1) * listPageSize)
          .execute(),
        mine.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return {
        success: true,
        data: {
          data: pageOf(rows.map(presentSubscription), Number(total.count), {
            page: pageNumber,
            limit: listPageSize,
          }),
        },
      };
    },
  );
}
