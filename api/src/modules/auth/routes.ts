import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emailVerificationRequest,
  envelope,
  forgetPasswordRequest,
  messageEnvelope,
  resendVerificationRequest,
  resetPasswordRequest,
  sessionSchema,
  signinRequest,
  signupRequest,
} from '@portal/shared/contracts';
import type { UserRow } from '../users/tables';
import { errorResponses } from '../../http/responses';
import { HttpError } from '../../plugins/errors';
import { enqueueMail } from '../mail/outbox';
import { createNotification } from '../notifications/repository';
import { findUserByEmail, insertUser, isPendingSignup } from '../users/repository';
import {
  consumeCode,
  digestsMatch,
  findCodeByDigest,
  findLiveCode,
  issueCode,
  maxCodeAttempts,
  recordWrongAttempt,
  resetTokenLifetimeMs,
  verificationCodeLifetimeMs,
} from './codes';
import { hashPassword, passwordChanged, verifyPassword } from './passwords';
import { refuseBarredAccount, sessionFor as sessionAnswer } from './session';
import { digest, newLinkToken } from '../../security/link-tokens';
import { newVerificationCode } from './tokens';
import googleRoutes from './google';
import { authMails, authMessages, authTexts } from './texts';
import { sharedMessages } from '@portal/shared/texts';
import { apiMessages } from '../../texts';
import { endedSessionsSweepIntervalMs, endSession, removeExpiredEndedSessions } from './sessions';
import { clearSignupTicket, giveSignupTicket, signupTicketDigestOf } from './signup-ticket';
import { formBodyLimit } from '../../http/body-limits';

/**
 * The candidate sign-up a verification code finishes. Codes are only for that: an address with no pending sign-up
 * (a verified account, staff waiting for their set-password link) is told there is none.
 */
async function pendingSignupOf(db: FastifyInstance['db'], email: string): Promise<UserRow> {
  const user = await findUserByEmail(db, email);
  if (user?.email_verified) throw new HttpError(409, authMessages.alreadyVerified);
  if (!user || !isPendingSignup(user)) throw new HttpError(404, authMessages.emailNotFound);
  return user;
}

const sessionEnvelope = envelope(sessionSchema);

export default async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const options = { ratePerMinute: app.config.rateLimitAuthPerMinute, publicUrl: app.config.publicUrl };
  await app.register(googleRoutes);
  // Per IP and route: guessing codes, passwords or addresses is slowed down on every door.
  const rateLimit = { rateLimit: { max: options.ratePerMinute, timeWindow: '1 minute' } };

  const sessionFor = (user: UserRow, rememberMe: boolean) => sessionAnswer(app, user, rememberMe);
  app.background('ended sessions', () => removeExpiredEndedSessions(app.db), endedSessionsSweepIntervalMs);

  app.post(
    '/auth/signup',
    {
      config: rateLimit,
      bodyLimit: formBodyLimit,
      schema: {
        tags: ['auth'],
        summary: 'Register a candidate account and e-mail a six-digit verification code',
        body: signupRequest,
        response: { 201: messageEnvelope, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { firstName, lastName, email, password } = request.body;
      const existing = await findUserByEmail(app.db, email);
      // A still unverified candidate address is not taken: whoever signs up last replaces the pending details
      // and gets a new code (the inbox decides), so a stranger's earlier sign-up cannot hold it (pre-hijacking).
      if (existing && !isPendingSignup(existing)) throw new HttpError(409, sharedMessages.emailInUse);
      // Each sign-up mails the address a code: a few, then growing delays (no mail-bombing an inbox).
      await app.attempts.take('mail', email);
      const passwordHash = await hashPassword(password);
      const code = newVerificationCode();
      const ticketDigest = giveSignupTicket(reply, options.publicUrl.startsWith('https:'));
      await app.db.transaction().execute(async (trx) => {
        const details = {
          first_name: firstName,
          last_name: lastName,
          password_hash: passwordHash,
          signup_ticket_digest: ticketDigest,
        };
        const user = existing
          ? await trx
              .updateTable('users')
              .set({ ...details, updated_at: new Date() })
              .where('id', '=', existing.id)
              .where('email_verified', '=', false)
              .returningAll()
              .executeTakeFirst()
          : await insertUser(trx, { ...details, email, role: 'user' });
        if (!user) throw new HttpError(409, sharedMessages.emailInUse);
        await issueCode(
          trx,
          user.id,
          'email_verification',
          app.verificationCodeDigest(user.id, code),
          verificationCodeLifetimeMs,
        );
        await enqueueMail(trx, {
          to: user.email,
          subject: authMails.verificationSubject,
          text: authMails.verificationBody(firstName, code),
        });
      });
      return reply.code(201).send({ success: true, message: authMessages.signupDone });
    },
  );

  app.post(
    '/auth/email-verification',
    {
      config: rateLimit,
      bodyLimit: formBodyLimit,
      schema: {
        tags: ['auth'],
        summary:
          "Verify a candidate sign-up's e-mail with the code; answers with a session (404 for an address with no pending sign-up)",
        body: emailVerificationRequest,
        response: { 200: sessionEnvelope, ...errorResponses(400, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const { email, token } = request.body;
      const user = await pendingSignupOf(app.db, email);
      const code = await findLiveCode(app.db, user.id, 'email_verification');
      if (!code) throw new HttpError(400, authMessages.codeExpired);
      if (code.attempts >= maxCodeAttempts) throw new HttpError(429, authMessages.codeTooManyAttempts);
      if (new Date(code.expires_at).getTime() <= Date.now()) throw new HttpError(400, authMessages.codeExpired);
      // Per address across codes (a resend gives five more tries per code, not more guesses per hour).
      await app.attempts.take('verification', email);
      if (!digestsMatch(code.code_hash, app.verificationCodeDigest(user.id, token))) {
        await recordWrongAttempt(app.db, code.id);
        throw new HttpError(400, authMessages.codeInvalid);
      }
      // Refused before anything changes, as sign-in refuses it after the right password.
      refuseBarredAccount(user);
      // The code proves the inbox; the pending password counts only from the browser that chose it.
      const keepsPassword =
        user.signup_ticket_digest !== null &&
        digestsMatch(user.signup_ticket_digest, signupTicketDigestOf(request) ?? '');
      const choosePasswordToken = keepsPassword ? null : newLinkToken();
      const verified = await app.db.transaction().execute(async (trx) => {
        if (!(await consumeCode(trx, code.id))) throw new HttpError(400, authMessages.codeInvalid);
        const row = await trx
          .updateTable('users')
          .set({
            email_verified: true,
            signup_ticket_digest: null,
            ...(keepsPassword ? {} : { password_hash: null }),
            updated_at: new Date(),
          })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        if (choosePasswordToken) {
          await issueCode(trx, user.id, 'password_reset', digest(choosePasswordToken), resetTokenLifetimeMs);
          await enqueueMail(trx, {
            to: user.email,
            subject: authTexts.choosePasswordSubject,
            text: authTexts.choosePasswordBody(
              user.first_name,
              `${options.publicUrl}/reset-password?token=${choosePasswordToken}`,
            ),
          });
        }
        await createNotification(trx, {
          title: authMails.welcomeTitle,
          message: authMails.welcomeMessage,
          type: 'info',
          sender: null,
          recipients: [user.id],
        });
        return row;
      });
      clearSignupTicket(reply);
      await app.attempts.clear('verification', email);
      return { success: true, message: sharedMessages.emailVerified, data: await sessionFor(verified, false) };
    },
  );

  app.post(
    '/auth/resend-verification-code',
    {
      config: rateLimit,
      bodyLimit: formBodyLimit,
      schema: {
        tags: ['auth'],
        summary:
          'Send a new verification code for a candidate sign-up (the previous one stops working; 404 for an address with no pending sign-up)',
        body: resendVerificationRequest,
        response: { 200: messageEnvelope, ...errorResponses(400, 404, 409, 429) },
      },
    },
    async (request) => {
      const user = await pendingSignupOf(app.db, request.body.email);
      await app.attempts.take('mail', user.email);
      const code = newVerificationCode();
      await app.db.transaction().execute(async (trx) => {
        await issueCode(
          trx,
          user.id,
          'email_verification',
          app.verificationCodeDigest(user.id, code),
          verificationCodeLifetimeMs,
        );
        await enqueueMail(trx, {
          to: user.email,
          subject: authMails.verificationSubject,
          text: authMails.verificationBody(user.first_name, code),
        });
      });
      return { success: true, message: sharedMessages.resendSent };
    },
  );

  app.post(
    '/auth/signin',
    {
      config: rateLimit,
      bodyLimit: formBodyLimit,
      schema: {
        tags: ['auth'],
        summary: 'Sign in; Remember Me gives a 30-day token instead of 1 day',
        body: signinRequest,
        response: { 200: sessionEnvelope, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request) => {
      const { email, password, rememberMe } = request.body;
      // Per account, whatever address the guesses come from: a few free, then growing delays.
      await app.attempts.take('signin', email);
      const user = await findUserByEmail(app.db, email);
      const passwordMatches = await verifyPassword(user?.password_hash ?? null, password);
      if (!user || !passwordMatches) throw new HttpError(401, authMessages.invalidCredentials);
      await app.attempts.clear('signin', email);
      if (!user.email_verified) throw new HttpError(403, authMessages.emailNotVerified);
      refuseBarredAccount(user);
      return { success: true, message: sharedMessages.loginSuccessful, data: await sessionFor(user, rememberMe) };
    },
  );

  app.post(
    '/auth/forget-password',
    {
      config: rateLimit,
      bodyLimit: formBodyLimit,
      schema: {
        tags: ['auth'],
        summary: 'E-mail a one-hour, single-use reset link (same answer whether or not the account exists)',
        body: forgetPasswordRequest,
        response: { 200: messageEnvelope, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      // Counted for every address, known or not, so the answer tells nothing about accounts.
      await app.attempts.take('mail', request.body.email);
      const user = await findUserByEmail(app.db, request.body.email);
      if (user && user.email_verified && user.status !== 'deleted' && user.status !== 'suspended') {
        const token = newLinkToken();
        const link = `${options.publicUrl}/reset-password?token=${token}`;
        await app.db.transaction().execute(async (trx) => {
          await issueCode(trx, user.id, 'password_reset', digest(token), resetTokenLifetimeMs);
          await enqueueMail(trx, {
            to: user.email,
            subject: authMails.resetSubject,
            text: authMails.resetBody(user.first_name, link),
          });
        });
      }
      return { success: true, message: authMessages.resetLinkSent };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: rateLimit,
      bodyLimit: formBodyLimit,
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the reset e-mail',
        body: resetPasswordRequest,
        response: { 200: messageEnvelope, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { email, password, token } = request.body;
      const code = await findCodeByDigest(app.db, 'password_reset', digest(token));
      const user = code ? await findUserByEmail(app.db, email) : null;
      if (!code || !user || code.user_id !== user.id || code.consumed_at)
        throw new HttpError(400, authMessages.resetTokenInvalid);
      if (new Date(code.expires_at).getTime() <= Date.now()) throw new HttpError(400, authMessages.resetTokenExpired);
      const passwordHash = await hashPassword(password);
      await app.db.transaction().execute(async (trx) => {
        if (!(await consumeCode(trx, code.id))) throw new HttpError(400, authMessages.resetTokenInvalid);
        // The link reached this inbox, which proves the address as well as a verification code would.
        await trx
          .updateTable('users')
          .set((eb) => ({
            password_hash: passwordHash,
            email_verified: true,
            signup_ticket_digest: null,
            // Every token issued before the reset stops working: a stolen session does not outlive it.
            session_version: eb('session_version', '+', 1),
            updated_at: new Date(),
          }))
          .where('id', '=', user.id)
          .execute();
        await passwordChanged(trx, user, options.publicUrl);
      });
      return { success: true, message: sharedMessages.passwordResetDone };
    },
  );

  app.post(
    '/auth/signout',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['auth'],
        summary: 'End the session of the token this call carries (other sessions of the account go on)',
        response: { 200: messageEnvelope, ...errorResponses(401) },
      },
    },
    async (request) => {
      const session = request.currentSession;
      if (!session) throw new HttpError(401, apiMessages.unauthorized);
      await endSession(app.db, { jti: session.jti, userId: session.sub, expiresAtSeconds: session.exp });
      return { success: true, message: authTexts.signedOut };
    },
  );
}
