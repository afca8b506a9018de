import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { type Role } from '@portal/shared/contracts';
import type { UserRow } from '../modules/users/tables';
import { SessionTokens, type VerifiedSession } from '../modules/auth/tokens';
import { HttpError } from './errors';
import { apiMessages } from '../texts';

declare module 'fastify' {
  interface FastifyInstance {
    sessionTokens: SessionTokens;
    /**
     * Keyed digest of a six-digit code, bound to its user. Keyed, because a plain hash of one of a
     * million codes is reversed by trying them all; without the server's secret that is useless.
     */
    verificationCodeDigest(userId: string, code: string): string;
    /** preHandler: a valid bearer token of an existing, usable account, else 401. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: signed in and one of these roles, else 401 / 403. */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
  }
  interface FastifyRequest {
    /** The signed-in user; set by `authenticate`. */
    currentUser: UserRow | null;
    /** The claims of the token the request came with; set by `authenticate`. */
    currentSession: VerifiedSession | null;
  }
}

const accountIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The preHandlers that guard a route, and whom they let in: any signed-in account, or these roles.
 * The OpenAPI document reads each route's security from here (http/openapi.ts), so it cannot drift.
 */
export const routeGuards = new WeakMap<object, 'signed-in' | readonly Role[]>();

export default fp(
  async function authentication(app: FastifyInstance, options: { jwtSecret: string }) {
    app.decorate('sessionTokens', new SessionTokens(options.jwtSecret));
    app.decorate('verificationCodeDigest', (userId: string, code: string) =>
      crypto.createHmac('sha256', `verification-code:${options.jwtSecret}`).update(`${userId}:${code}`).digest('hex'),
    );
    app.decorateRequest('currentUser', null);
    app.decorateRequest('currentSession', null);

    async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
      const header = request.headers.authorization;
      const token = header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
      const claims = token ? await app.sessionTokens.verify(token) : null;
      // A subject that is no account id (a token from elsewhere signed with the same secret) names no account.
      if (!claims || !accountIdPattern.test(claims.sub)) throw new HttpError(401, apiMessages.unauthorized);
      // The account is read on every call (one query, with whether this token was signed out), so a suspension,
      // a role change, a password reset or a sign-out takes effect at once, on every instance.
      const row = await app.db
        .selectFrom('users')
        .selectAll('users')
        .select((eb) =>
          eb.exists(eb.selectFrom('ended_sessions').select('jti').where('jti', '=', claims.jti)).as('session_ended'),
        )
        .where('id', '=', claims.sub)
        .executeTakeFirst();
      if (!row || row.session_ended || row.session_version !== claims.ver)
        throw new HttpError(401, apiMessages.unauthorized);
      const { session_ended: _ended, ...user } = row;
      if (user.status === 'suspended' || user.status === 'deleted') throw new HttpError(401, apiMessages.unauthorized);
      request.currentUser = user;
      request.currentSession = claims;
    }

    routeGuards.set(authenticate, 'signed-in');
    app.decorate('authenticate', authenticate);
    app.decorate('requireRole', (...roles: Role[]) => {
      const guard = async (request: FastifyRequest, reply: FastifyReply) => {
        await authenticate(request, reply);
        if (!request.currentUser || !roles.includes(request.currentUser.role))
          throw new HttpError(403, apiMessages.forbidden);
      };
      routeGuards.set(guard, roles);
      return guard;
    });
  },
  { name: 'authentication', dependencies: ['database'] },
);

/** The signed-in user inside a handler guarded by `authenticate`/`requireRole`. */
export function signedInUser(request: FastifyRequest): UserRow {
  if (!request.currentUser) throw new HttpError(401, apiMessages.unauthorized);
  return request.currentUser;
}
