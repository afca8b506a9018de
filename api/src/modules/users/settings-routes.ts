import crypto from 'node:crypto';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordAnswer,
  changePasswordRequest,
  emailChangeConfirmRequest,
  emailChangeRequest,
  envelope,
  messageEnvelope,
  profileDetailsRequest,
  profilePhotoMaxBytes,
  userSchema,
} from '@portal/shared/contracts';
import { z } from 'zod';
import { fillMessage, sharedMessages } from '@portal/shared/texts';
import { errorResponses } from '../../http/responses';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { apiMessages } from '../../texts';
import { digestsMatch, endLiveCodes, maxCodeAttempts, verificationCodeLifetimeMs } from '../auth/codes';
import { confirmOwnPassword, hashPassword, passwordChanged } from '../auth/passwords';
import { sessionTokenFor } from '../auth/session';
import { newVerificationCode } from '../auth/tokens';
import { enqueueMail } from '../mail/outbox';
import { encodeProfilePhoto, photoKeyOf, photoUri } from './photo';
import { presentUser } from './present';
import { findAddressHolder, releasePendingSignup } from './repository';
import { userMails, userMessages } from './texts';

/** What an account's wrong e-mail-change codes are counted under (its id: the address it asks for may change). */
const emailChangeGuesses = (user: { id: string }) => `email-change:${user.id}`;

/** Settings of every role (spec section 2, Settings): profile details, password, e-mail. */
export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { rateLimit: { max: app.config.rateLimitAuthPerMinute, timeWindow: '1 minute' } };
  const storage = app.documentStorage;
  await app.register(fastifyMultipart, {
    limits: { fileSize: profilePhotoMaxBytes, files: 1, fields: 0, parts: 1, headerPairs: 50 },
  });

  app.post(
    '/user/profile-picture',
    {
      preValidation: app.authenticate,
      config: { rateLimit: { max: app.config.rateLimitUploadsPerMinute, timeWindow: '1 minute' } },
      schema: {
        tags: ['users'],
        summary:
          'Settings: a new profile photo (multipart field `file`, any raster image judged by its bytes, at most 5 MB). It is re-encoded as a PNG of at most 400 × 400; an SVG is refused. The answer is the user with the new `profilePicture`.',
        consumes: ['multipart/form-data'],
        response: { 200: envelope(userSchema), ...errorResponses(400, 401, 413, 429) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      if (!request.isMultipart()) throw new HttpError(400, sharedMessages.photoNotImage);
      let upload: Buffer | undefined;
      try {
        const part = await request.file();
        if (!part || part.fieldname !== 'file') throw new HttpError(400, sharedMessages.photoNotImage);
        upload = await part.toBuffer();
      } catch (error) {
        if (error instanceof HttpError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw new HttpError(413, sharedMessages.photoTooLarge);
        throw new HttpError(400, sharedMessages.photoNotImage);
      }
      if (upload.length === 0) throw new HttpError(400, sharedMessages.photoNotImage);
      const photo = await encodeProfilePhoto(upload);
      const photoId = crypto.randomUUID();
      await storage.putBuffer(`${photoId}.png`, photo, 'image/png');
      const removeStored = (key: string) =>
        storage
          .remove(key)
          .catch((error: unknown) => request.log.warn({ err: error, key }, 'Profile photo left in storage'));
      // Under a lock on the account row: uploads at once take turns, and each removes the photo it really replaced
      // (not the one the request started with); an account deleted meanwhile gets no photo.
      const changed = await app.db
        .transaction()
        .execute(async (trx) => {
          const current = await trx
            .selectFrom('users')
            .select(['profile_picture', 'status'])
            .where('id', '=', user.id)
            .forUpdate()
            .executeTakeFirst();
          if (!current || current.status === 'deleted' || current.status === 'suspended') return null;
          const updated = await trx
            .updateTable('users')
            .set({ profile_picture: photoUri(photoId), updated_at: new Date() })
            .where('id', '=', user.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return { updated, replaced: photoKeyOf(current.profile_picture) };
        })
        .catch(async (error: unknown) => {
          await removeStored(`${photoId}.png`);
          throw error;
        });
      if (!changed) {
        await removeStored(`${photoId}.png`);
        throw new HttpError(401, apiMessages.unauthorized);
      }
      if (changed.replaced) await removeStored(changed.replaced);
      return { success: true, message: sharedMessages.photoUpdated, data: presentUser(changed.updated) };
    },
  );

  app.get(
    '/user/photo/:photoId',
    {
      schema: {
        tags: ['users'],
        summary:
          'A profile photo: a PNG the server encoded, at an unguessable address (an <img> sends no bearer token), served with nosniff',
        params: z.object({ photoId: z.string().max(100) }),
        response: errorResponses(404),
      },
    },
    async (request, reply) => {
      const key = photoKeyOf(photoUri(request.params.photoId));
      const stream = key ? await storage.open(key) : null;
      if (!stream) throw new HttpError(404, apiMessages.notFound);
      return reply
        .header('content-type', 'image/png')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'")
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(stream as never);
    },
  );

  app.patch(
    '/user/profile-details',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Settings, My Profile (every role): first name, last name and phone number, all required',
        body: profileDetailsRequest,
        response: { 200: envelope(userSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { firstName, lastName, phoneNumber } = request.body;
      const user = await app.db
        .updateTable('users')
        .set({ first_name: firstName, last_name: lastName, phone_number: phoneNumber, updated_at: new Date() })
        .where('id', '=', signedInUser(request).id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { success: true, message: sharedMessages.profileUpdated, data: presentUser(user) };
    },
  );

  app.patch(
    '/user/change-password',
    {
      preValidation: app.authenticate,
      config: rateLimit,
      schema: {
        tags: ['users'],
        summary:
          'Change the password: the old one must match, the new one follows the sign-up rule. Every other session and every reset link sent before end, and the account is told by e-mail; the answer carries a token for this one.',
        body: changePasswordRequest,
        response: { 200: envelope(changePasswordAnswer), ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { oldPassword, newPassword } = request.body;
      await confirmOwnPassword(app, user, oldPassword, sharedMessages.oldPasswordIncorrect);
      // Checked once the old one is known right: otherwise it would confirm a guessed password.
      if (newPassword === oldPassword) throw new HttpError(400, sharedMessages.newPasswordSameAsOld);
      const passwordHash = await hashPassword(newPassword);
      const updated = await app.db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('users')
          .set((eb) => ({
            password_hash: passwordHash,
            // Every token issued before (other browsers, a stolen one) stops working.
            session_version: eb('session_version', '+', 1),
            updated_at: new Date(),
          }))
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await passwordChanged(trx, row, app.config.publicUrl);
        return row;
      });
      // The browser keeps the session it had: Remember Me stays 30 days.
      const token = await sessionTokenFor(app, updated, request.currentSession?.rememberMe ?? false);
      return { success: true, message: sharedMessages.passwordChanged, data: { token } };
    },
  );

  app.post(
    '/user/email-change',
    {
      preValidation: app.authenticate,
      config: rateLimit,
      schema: {
        tags: ['users'],
        summary:
          'Start an e-mail change, confirmed by the current password: a six-digit code goes to the new address (15 minutes); the e-mail changes only when it is entered. An address in use is refused.',
        body: emailChangeRequest,
        response: { 200: messageEnvelope, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { newEmail, password } = request.body;
      await confirmOwnPassword(app, user, password, sharedMessages.currentPasswordIncorrect);
      if (newEmail === user.email) throw new HttpError(400, sharedMessages.emailSameAsCurrent);
      if (await findAddressHolder(app.db, newEmail)) throw new HttpError(409, sharedMessages.emailInUse);
      // Each request mails the address a code, counted with sign-up's: no mail-bombing a stranger's inbox.
      await app.attempts.take('mail', newEmail);
      const code = newVerificationCode();
      await app.db.transaction().execute(async (trx) => {
        // Only the newest request's code works.
        await trx
          .updateTable('email_changes')
          .set({ consumed_at: new Date() })
          .where('user_id', '=', user.id)
          .where('consumed_at', 'is', null)
          .execute();
        await trx
          .insertInto('email_changes')
          .values({
            user_id: user.id,
            new_email: newEmail,
            code_hash: app.verificationCodeDigest(user.id, code),
            expires_at: new Date(Date.now() + verificationCodeLifetimeMs),
          })
          .execute();
        await enqueueMail(trx, {
          to: newEmail,
          subject: userMails.emailChangeCodeSubject,
          text: userMails.emailChangeCodeBody(user.first_name, code),
        });
      });
      return { success: true, message: fillMessage(sharedMessages.emailChangeCodeSent, { email: newEmail }) };
    },
  );

  app.post(
    '/user/email-change/confirm',
    {
      preValidation: app.authenticate,
      config: rateLimit,
      schema: {
        tags: ['users'],
        summary:
          'Finish an e-mail change with the code sent to the new address; the old address is told by e-mail and reset links sent to it end. Five wrong codes end the request.',
        body: emailChangeConfirmRequest,
        response: { 200: envelope(userSchema), ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const pending = await app.db
        .selectFrom('email_changes')
        .selectAll()
        .where('user_id', '=', user.id)
        .where('consumed_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (!pending) throw new HttpError(400, sharedMessages.emailChangeNotStarted);
      if (new Date(pending.expires_at).getTime() <= Date.now())
        throw new HttpError(400, sharedMessages.emailChangeCodeExpired);
      if (pending.attempts >= maxCodeAttempts) throw new HttpError(400, userMessages.emailChangeTooManyAttempts);
      // Per account across codes: asking for a new code gives five more tries at it, not more guesses an hour.
      await app.attempts.take('verification', emailChangeGuesses(user));
      if (!digestsMatch(pending.code_hash, app.verificationCodeDigest(user.id, request.body.code))) {
        await app.db
          .updateTable('email_changes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', pending.id)
          .execute();
        throw new HttpError(400, sharedMessages.emailChangeCodeWrong);
      }
      const updated = await app.db.transaction().execute(async (trx) => {
        const consumed = await trx
          .updateTable('email_changes')
          .set({ consumed_at: new Date() })
          .where('id', '=', pending.id)
          .where('consumed_at', 'is', null)
          .returning('id')
          .executeTakeFirst();
        if (!consumed) throw new HttpError(400, sharedMessages.emailChangeNotStarted);
        // An unverified sign-up holds no address: it goes, as a later sign-up would replace it.
        if (!(await releasePendingSignup(trx, pending.new_email))) throw new HttpError(409, sharedMessages.emailInUse);
        // Taken since the code was sent: the unique index decides.
        const row = await trx
          .updateTable('users')
          .set({ email: pending.new_email, email_verified: true, updated_at: new Date() })
          .where('id', '=', user.id)
          .where(({ not, exists, selectFrom }) =>
            not(exists(selectFrom('users as other').select('other.id').where('other.email', '=', pending.new_email))),
          )
          .returningAll()
          .executeTakeFirst();
        if (!row) throw new HttpError(409, sharedMessages.emailInUse);
        // A reset link sent to the old address no longer belongs to this account.
        await endLiveCodes(trx, user.id, 'password_reset');
        await enqueueMail(trx, {
          to: user.email,
          subject: userMails.emailChangedSubject,
          text: userMails.emailChangedBody(user.first_name, pending.new_email),
        });
        return row;
      });
      await app.attempts.clear('verification', emailChangeGuesses(user));
      return { success: true, message: sharedMessages.emailChanged, data: presentUser(updated) };
    },
  );
}
