import type { FastifyInstance, FastifyReply, FastifyRequest, preValidationAsyncHookHandler } from 'fastify';
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { type Role } from '@portal/shared/contracts';
import type { UserRow } from '../modules/users/tables';
import { SessionTokens, type VerifiedSession } from '../modules/auth/tokens';
import { AccountCache, accountChangesChannel } from '../modules/auth/account-cache';
import { sessionRefusal } from '../modules/auth/session';
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
    /**
     * preValidation (before the request is checked, so a signed-out caller learns only that): a valid bearer token
     * of an existing account that may hold a session (auth/session.ts), else 401.
     */
    authenticate: preValidationAsyncHookHandler;
    /** preValidation: signed in and one of these roles, else 401 / 403. */
    requireRole(...roles: Role[]): preValidationAsyncHookHandler;
    /** The accounts this instance remembers for signed-in reads (auth/account-cache.ts). */
    accountCache: AccountCache;
    /**
     * Resolves once this instance has heard every account change committed before the call (a change made
     * outside its own requests: another instance, a job, a test writing to the database directly).
     */
    accountChangesHeard(): Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in user; set by `authenticate`. */
    currentUser: UserRow | null;
    /** The claims of the token the request came with; set by `authenticate`. */
    currentSession: VerifiedSession | null;
  }
}

/** Requests that only read: the only ones a remembered account may serve. */
const readMethods = new Set(['GET', 'HEAD']);
/** The payload prefix of `accountChangesHeard`'s marker. */
const heardMarker = 'heard:';

const accountIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The preValidation hooks that guard a route, and whom they let in: any signed-in account, or these roles.
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

    const accounts = new AccountCache();
    app.decorate('accountCache', accounts);
    const markersAwaited = new Map<string, () => void>();
    const stopListening = await app.listenToDatabase(
      accountChangesChannel,
      (payload) => {
        if (payload.startsWith(heardMarker)) markersAwaited.get(payload)?.();
        else accounts.changed(payload);
      },
      () => accounts.setHearing(true),
      () => accounts.setHearing(false),
    );
    accounts.setHearing(true);
    app.addHook('preClose', async () => {
      accounts.setHearing(false);
      await stopListening();
    });
    // A write's caller reads what it wrote next: the answer leaves after this instance forgot every account.
    // An answer to a signed-in caller is theirs alone (their records, a revealed password): no cache keeps it, unless
    // its route said otherwise (OWASP ASVS 8.2.1).
    app.addHook('onSend', async (request, reply) => {
      if (!readMethods.has(request.method)) accounts.clear();
      if (request.currentUser && !reply.hasHeader('cache-control')) reply.header('cache-control', 'private, no-store');
    });
    app.decorate('accountChangesHeard', async () => {
      const marker = `${heardMarker}${crypto.randomUUID()}`;
      const heard = new Promise<void>((resolve) => markersAwaited.set(marker, resolve));
      try {
        await sql`select pg_notify(${accountChangesChannel}, ${marker})`.execute(app.db);
        await heard;
      } finally {
        markersAwaited.delete(marker);
      }
    });

    async function authenticate(request: FastifyRequest, _reply: FastifyReply) {
      const header = request.headers.authorization;
      // The scheme's name is case-insensitive (RFC 9110 section 11.1): 'bearer' as 'Bearer'.
      const token = /^bearer /i.test(header ?? '') ? header!.slice('bearer '.length).trim() : '';
      const claims = token ? await app.sessionTokens.verify(token) : null;
      // A subject that is no account id (a token from elsewhere signed with the same secret) names no account.
      if (!claims || !accountIdPattern.test(claims.sub)) throw new HttpError(401, apiMessages.unauthorized);
      // A read may be served by the account this instance remembers for this token (forgotten as soon as any change
      // to the account is announced: see auth/account-cache.ts). Otherwise, and for every write, the account is
      // read (one query, with whether this token was signed out), so a suspension, a role change, a password reset
      // or a sign-out takes effect at once, on every instance.
      const reading = readMethods.has(request.method);
      const remembered = reading ? accounts.get(claims.jti) : undefined;
      if (remembered && remembered.id === claims.sub && remembered.session_version === claims.ver) {
        request.currentUser = remembered;
        request.currentSession = claims;
        return;
      }
      const readBegan = accounts.beginRead();
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
      // The rule sign-in follows (suspended, deleted, staff not active): a token issued anyhow still opens nothing.
      if (sessionRefusal(user)) throw new HttpError(401, apiMessages.unauthorized);
      if (reading) accounts.store(claims.jti, user, readBegan);
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
