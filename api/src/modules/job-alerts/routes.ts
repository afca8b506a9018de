import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  jobAlertExperienceLabels,
  jobAlertRequest,
  jobAlertResponse,
  jobAlertSalaryRangeLabels,
  jobAlertTokenRequest,
  messageEnvelope,
} from '@portal/shared/contracts';
import type { JobAlertRow } from './tables';
import { errorResponses } from '../../http/responses';
import { HttpError } from '../../plugins/errors';
import { digest, newLinkToken } from '../../security/link-tokens';
import { enqueueMail, mailsSentTo } from '../mail/outbox';
import {
  presentJobAlert,
  removeExpiredJobAlertRequests,
  removeJobAlert,
  saveJobAlert,
  saveJobAlertRequest,
  takeJobAlertRequest,
} from './repository';
import { jobAlertMails, jobAlertMessages } from './texts';
import { formBodyLimit } from '../../http/body-limits';

const expiredRequestSweepIntervalMs = 60 * 60 * 1000;
/** Confirmation e-mails one address may receive in an hour, whoever asks: the form cannot be used to flood an inbox. */
const confirmationMailsPerHour = 5;

/** The choices as the e-mails list them. */
const choicesText = (choices: Pick<JobAlertRow, 'experience' | 'locations' | 'salary_range'>) =>
  [
    `Experience: ${jobAlertExperienceLabels[choices.experience]}`,
    `Locations: ${choices.locations.join(', ')}`,
    `Salary range: ${jobAlertSalaryRangeLabels[choices.salary_range]}`,
  ].join('\n');

/**
 * The public job-alert sign-up, confirmed by the address it names: a sign-up e-mails a single-use link and
 * answers the same whether or not the address is subscribed; only the link subscribes (or replaces the choices).
 * Every confirmation e-mails an unsubscribe link.
 */
export default async function jobAlertRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const options = { ratePerMinute: app.config.rateLimitPublicFormsPerMinute, publicUrl: app.config.publicUrl };
  const rateLimit = { rateLimit: { max: options.ratePerMinute, timeWindow: '1 minute' } };

  app.background(
    'expired job-alert sign-ups',
    () => removeExpiredJobAlertRequests(app.db),
    expiredRequestSweepIntervalMs,
  );

  app.post(
    '/job-alerts',
    {
      config: rateLimit,
      bodyLimit: formBodyLimit,
      schema: {
        tags: ['site'],
        summary: 'Ask for job alerts: e-mails a 48-hour, single-use confirmation link (same answer for every address)',
        body: jobAlertRequest,
        response: { 202: messageEnvelope, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const { email, experience, locations, salaryRange } = request.body;
      const choices = { email, experience, locations, salary_range: salaryRange };
      const token = newLinkToken();
      const anHourAgo = new Date(Date.now() - 60 * 60 * 1000);
      await app.db.transaction().execute(async (trx) => {
        if (
          (await mailsSentTo(trx, email, jobAlertMails.jobAlertConfirmSubject, anHourAgo)) >= confirmationMailsPerHour
        )
          throw new HttpError(429, jobAlertMessages.jobAlertTooManyLinks);
        await saveJobAlertRequest(trx, choices, digest(token));
        await enqueueMail(trx, {
          to: email,
          subject: jobAlertMails.jobAlertConfirmSubject,
          text: jobAlertMails.jobAlertConfirmBody(
            choicesText(choices),
            `${options.publicUrl}/job-alerts/confirm?token=${token}`,
          ),
        });
      });
      return reply.code(202).send({ success: true, message: jobAlertMessages.jobAlertCheckInbox });
    },
  );

  app.post(
    '/job-alerts/confirm',
    {
      config: rateLimit,
      bodyLimit: formBodyLimit,
      schema: {
        tags: ['site'],
        summary: 'Confirm a job-alert sign-up with its e-mailed token: subscribes (201) or replaces the choices (200)',
        body: jobAlertTokenRequest,
        response: { 200: jobAlertResponse, 201: jobAlertResponse, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const unsubscribeToken = newLinkToken();
      const { alert, created } = await app.db.transaction().execute(async (trx) => {
        const signup = await takeJobAlertRequest(trx, digest(request.body.token));
        if (!signup) throw new HttpError(400, jobAlertMessages.jobAlertConfirmLinkInvalid);
        if (signup.expiresAt.getTime() <= Date.now())
          throw new HttpError(400, jobAlertMessages.jobAlertConfirmLinkExpired);
        const saved = await saveJobAlert(trx, signup.choices, digest(unsubscribeToken));
        await enqueueMail(trx, {
          to: signup.choices.email,
          subject: jobAlertMails.jobAlertActiveSubject,
          text: jobAlertMails.jobAlertActiveBody(
            choicesText(signup.choices),
            `${options.publicUrl}/job-alerts/unsubscribe?token=${unsubscribeToken}`,
          ),
        });
        return saved;
      });
      return reply.code(created ? 201 : 200).send({
        success: true,
        message: created ? jobAlertMessages.jobAlertSubscribed : jobAlertMessages.jobAlertUpdated,
        data: presentJobAlert(alert),
      });
    },
  );

  app.post(
    '/job-alerts/unsubscribe',
    {
      config: rateLimit,
      bodyLimit: formBodyLimit,
      schema: {
        tags: ['site'],
        summary: 'End a job-alert subscription with the unsubscribe token e-mailed when it was confirmed',
        body: jobAlertTokenRequest,
        response: { 200: messageEnvelope, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      if (!(await removeJobAlert(app.db, digest(request.body.token))))
        throw new HttpError(400, jobAlertMessages.jobAlertUnsubscribeLinkInvalid);
      return { success: true, message: jobAlertMessages.jobAlertUnsubscribed };
    },
  );
}
