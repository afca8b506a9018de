import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { deleteAccountRequest, messageEnvelope } from '@portal/shared/contracts';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { confirmOwnPassword } from '../auth/passwords';
import { cancelAtProvider } from '../payments/orders';
import { accountDataZip, collectAccountData, deleteAccount } from './repository';
import { accountDataMessages } from './texts';

/** The candidate's own data (beyond the spec): download everything, or delete the account. */
export default async function accountDataRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { rateLimit: { max: app.config.rateLimitAuthPerMinute, timeWindow: '1 minute' } };

  app.get(
    '/user/my-data',
    {
      preValidation: app.requireRole('user'),
      config: rateLimit,
      compress: false,
      schema: {
        tags: ['users'],
        summary:
          'Candidate: a zip of everything the portal holds about them: my-data.json (account, documents, platform logins without their passwords, subscriptions, payments, applications, notifications, e-mail changes, job alerts, contact messages, e-mails sent) and every stored file (documents/…, profile-photo.png).',
        response: errorResponses(401, 403, 429),
      },
    },
    async (request, reply) => {
      const user = signedInUser(request);
      const zip = await accountDataZip(app.documentStorage, await collectAccountData(app.db, user));
      const day = new Date().toISOString().slice(0, 10);
      return (
        reply
          .header('content-type', 'application/zip')
          .header('content-disposition', `attachment; filename="career-portal-my-data-${day}.zip"`)
          .header('cache-control', 'private, no-store')
          // The zip is streamed as it is written; the typed schema only describes the refusals.
          .send(zip as never)
      );
    },
  );

  app.post(
    '/user/delete-account',
    {
      preValidation: app.requireRole('user'),
      config: rateLimit,
      schema: {
        tags: ['users'],
        summary:
          'Candidate: delete the account, confirmed by the password. Documents (and their stored files), platform logins, applications, notifications and personal fields go; payment records stay, anonymised, and orders still waiting for a card are canceled; every session and live stream ends; the e-mail address may sign up again. Refused (409) while a payment is being processed.',
        body: deleteAccountRequest,
        response: { 200: messageEnvelope, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      await confirmOwnPassword(app, user, request.body.password, accountDataMessages.passwordIncorrect);
      const { storageKeys, canceledOrders } = await deleteAccount(app.db, user);
      await cancelAtProvider(app, canceledOrders);
      for (const key of storageKeys)
        await app.documentStorage
          .remove(key)
          .catch((error: unknown) =>
            request.log.error({ err: error, key }, 'A deleted account left a file in storage'),
          );
      return { success: true, message: accountDataMessages.deleted };
    },
  );
}
