import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jobAlertRequest, jobAlertResponse, serverMessages } from '@portal/shared/contracts';
import { errorResponses } from '../../http/responses';
import { presentJobAlert, saveJobAlert } from './repository';

/** The public job-alert sign-up: one subscription per e-mail, a second sign-up replaces the choices. */
export default async function jobAlertRoutes(fastify: FastifyInstance, options: { ratePerMinute: number }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/job-alerts',
    {
      config: { rateLimit: { max: options.ratePerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['site'],
        summary: 'Subscribe an e-mail to job alerts (201), or update the choices of a known e-mail (200)',
        body: jobAlertRequest,
        response: { 200: jobAlertResponse, 201: jobAlertResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { email, experience, locations, salaryRange } = request.body;
      const { alert, created } = await saveJobAlert(app.db, {
        email,
        experience,
        locations,
        salary_range: salaryRange,
      });
      return reply.code(created ? 201 : 200).send({
        success: true,
        message: created ? serverMessages.jobAlertSubscribed : serverMessages.jobAlertUpdated,
        data: presentJobAlert(alert),
      });
    },
  );
}
