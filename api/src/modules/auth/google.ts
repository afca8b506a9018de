import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { jwtVerify } from 'jose';
import { authConfigSchema, envelope, googleSigninRequest, sessionSchema } from '@portal/shared/contracts';
import { errorResponses } from '../../http/responses';
import { HttpError } from '../../plugins/errors';
import { findUserByEmail, insertUser } from '../users/repository';
import { refuseBarredAccount, sessionFor } from './session';
import { sharedMessages } from '@portal/shared/texts';
import { authMessages } from './texts';
import { formBodyLimit } from '../../http/body-limits';

/** Google signs ID tokens with either spelling of its issuer. */
const googleIssuers = ['accounts.google.com', 'https://accounts.google.com'];

type GoogleIdentity = { email: string; givenName: string; familyName: string };

/** Names for a new account: Google's given and family names, else its full name, else the e-mail. */
function namesOf(claims: Record<string, unknown>, email: string): Pick<GoogleIdentity, 'givenName' | 'familyName'> {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, 60) : '');
  const [first = '', ...rest] = text(claims.name).split(/\s+/);
  const givenName = text(claims.given_name) || first || email.split('@')[0]!.slice(0, 60);
  const familyName = text(claims.family_name) || rest.join(' ') || '-';
  return { givenName, familyName };
}

/** Registered by the auth module's routes. */
export default async function googleRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const options = {
    /** Unset turns Google sign-in off (the browser is told through GET /auth/config). */
    clientId: app.config.googleClientId,
    keys: app.googleKeys,
    ratePerMinute: app.config.rateLimitAuthPerMinute,
  };

  app.get(
    '/auth/config',
    {
      schema: {
        tags: ['auth'],
        summary: 'Anyone: what the browser needs to offer sign-in (the Google client id, or null when off)',
        response: { 200: envelope(authConfigSchema) },
      },
    },
    async () => ({ success: true, data: { googleClientId: options.clientId ?? null } }),
  );

  /** The verified identity in a Google ID token: RS256 signature, audience, issuer, expiry, verified e-mail. */
  async function verifyGoogleToken(
    clientId: string,
    credential: string,
  ): Promise<GoogleIdentity & { claims: Record<string, unknown> }> {
    let claims: Record<string, unknown>;
    try {
      ({ payload: claims } = await jwtVerify(credential, options.keys, {
        algorithms: ['RS256'],
        audience: clientId,
        issuer: googleIssuers,
        requiredClaims: ['exp', 'sub', 'email'],
      }));
    } catch {
      throw new HttpError(401, sharedMessages.googleTokenInvalid);
    }
    const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
    if (!email || email.length > 254) throw new HttpError(401, sharedMessages.googleTokenInvalid);
    if (claims.email_verified !== true && claims.email_verified !== 'true')
      throw new HttpError(403, authMessages.googleEmailNotVerified);
    return { email, ...namesOf(claims, email), claims };
  }

  app.post(
    '/auth/google',
    {
      config: { rateLimit: { max: options.ratePerMinute, timeWindow: '1 minute' } },
      bodyLimit: formBodyLimit,
      schema: {
        tags: ['auth'],
        summary:
          'Sign in with a Google ID token: the account with that verified e-mail, or a new verified candidate. Answers like /auth/signin; 503 when GOOGLE_CLIENT_ID is not set.',
        body: googleSigninRequest,
        response: { 200: envelope(sessionSchema), ...errorResponses(400, 401, 403, 429, 503) },
      },
    },
    async (request) => {
      if (!options.clientId) throw new HttpError(503, sharedMessages.googleNotConfigured);
      const identity = await verifyGoogleToken(options.clientId, request.body.credential);
      let user = await findUserByEmail(app.db, identity.email);
      // An account that may hold no session is refused before anything about it changes.
      if (user) refuseBarredAccount(user);
      if (!user) {
        user =
          (await insertUser(app.db, {
            first_name: identity.givenName,
            last_name: identity.familyName,
            email: identity.email,
            password_hash: null,
            role: 'user',
            email_verified: true,
          })) ?? (await findUserByEmail(app.db, identity.email));
        if (!user) throw new HttpError(401, sharedMessages.googleTokenInvalid);
      } else if (!user.email_verified) {
        // Google vouches for this inbox, as a verification code would. The password set by whoever
        // registered the unverified address is dropped: it may not be the inbox owner's (pre-hijacking).
        user = await app.db
          .updateTable('users')
          .set({ email_verified: true, password_hash: null, updated_at: new Date() })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      }
      return {
        success: true,
        message: sharedMessages.loginSuccessful,
        data: await sessionFor(app, user, request.body.rememberMe),
      };
    },
  );
}
