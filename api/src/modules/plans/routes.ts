import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelope, subscriptionPlanList } from '@portal/shared/contracts';
import { listPlans, presentPlan } from './repository';

export default async function planRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/subscription-plans',
    {
      schema: {
        tags: ['plans'],
        summary: 'Anyone: the three plans with their limits (spec section 9); public, like a price list',
        response: { 200: envelope(subscriptionPlanList) },
      },
    },
    async () => ({ success: true, data: (await listPlans(app.db)).map(presentPlan) }),
  );
}
