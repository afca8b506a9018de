import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { contactDetailsResponse, contactRequest, contactResponse } from '@portal/shared/contracts';
import { errorResponses } from '../../http/responses';
import { enqueueMail } from '../mail/outbox';
import { contactMails } from './texts';
import { sharedMessages } from '@portal/shared/texts';
import { formBodyLimit } from '../../http/body-limits';

/** The public contact page: its details from configuration, and the form that reaches the staff. */
export default async function contactRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const options = {
    contactDetails: app.config.contactDetails,
    supportEmail: app.config.supportEmail,
    ratePerMinute: app.config.rateLimitPublicFormsPerMinute,
  };

  app.get(
    '/site/contact-details',
    {
      schema: {
        tags: ['site'],
        summary: 'Address, Phone, Email and Website shown on /contact (from the server configuration)',
        response: { 200: contactDetailsResponse },
      },
    },
    async (_request, reply) => {
      // Configuration only changes with a restart: let browsers and caches keep it briefly.
      reply.header('cache-control', 'public, max-age=300');
      return { success: true, data: options.contactDetails };
    },
  );

  app.post(
    '/contact',
    {
      config: { rateLimit: { max: options.ratePerMinute, timeWindow: '1 minute' } },
      bodyLimit: formBodyLimit,
      schema: {
        tags: ['site'],
        summary: 'Store a contact-form message and e-mail it to the support address through the outbox',
        body: contactRequest,
        response: { 201: contactResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const contact = request.body;
      // Stored and queued together: the message is kept even while mail is down; the outbox retries.
      const stored = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('contact_messages')
          .values({
            name: contact.name,
            email: contact.email,
            phone: contact.phone ?? null,
            subject: contact.subject ?? null,
            message: contact.message,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        await enqueueMail(trx, {
          to: options.supportEmail,
          subject: contactMails.contactSubject(contact.subject, contact.name),
          text: contactMails.contactBody(contact),
        });
        return row;
      });
      return reply.code(201).send({ success: true, message: sharedMessages.contactSent, data: { _id: stored.id } });
    },
  );
}
