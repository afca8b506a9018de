import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, subscriptionRequest, subscriptionSchema, type Subscription } from '@portal/shared/contracts';
import type { SubscriptionRow } from './tables';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { refreshOnboardingSteps } from '../users/onboarding';
import { findPlan } from '../plans/repository';
import { startFreeTrial } from './trial';
import { fillMessage, sharedMessages } from '@portal/shared/texts';
import { subscriptionMessages } from './texts';

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

export default async function subscriptionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/subscription',
    {
      preHandler: app.requireRole('user'),
      schema: {
        tags: ['subscriptions'],
        summary:
          'Candidate: choose a plan. Free starts the 7-day free trial (once per candidate) and completes step 4; Silver and Gold start after payment (402).',
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
      if (plan.trial_days === 0 || Number(plan.price) > 0)
        throw new HttpError(402, fillMessage(subscriptionMessages.paidPlanNeedsPayment, { plan: plan.name }));

      const existing = await app.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_id', '=', candidate.id)
        .where('kind', '=', 'trial')
        .executeTakeFirst();
      if (existing) {
        // Choosing Free again while the trial runs (back and forth in onboarding) changes nothing.
        if (new Date(existing.exp_date).getTime() > Date.now() && existing.active)
          return reply
            .code(200)
            .send({ success: true, message: sharedMessages.freeTrialActivated, data: presentSubscription(existing) });
        throw new HttpError(409, subscriptionMessages.freeTrialUsed);
      }
      const subscription = await app.db.transaction().execute(async (trx) => {
        const row = await startFreeTrial(trx, candidate.id, plan);
        if (!row) throw new HttpError(409, subscriptionMessages.freeTrialUsed);
        await refreshOnboardingSteps(trx, candidate.id);
        return row;
      });
      return reply
        .code(201)
        .send({ success: true, message: sharedMessages.freeTrialActivated, data: presentSubscription(subscription) });
    },
  );
}
