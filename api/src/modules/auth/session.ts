import type { FastifyInstance } from 'fastify';
import type { Session } from '@portal/shared/contracts';
import type { UserRow } from '../users/tables';
import { presentUser } from '../users/present';
import { HttpError } from '../../plugins/errors';
import { authMessages } from './texts';

/**
 * Why this account may hold no session, or null when it may: the one rule every door that issues a session
 * (password, Google, verification code, password change) and every signed-in request (plugins/auth.ts) follow.
 * Suspended and deleted accounts never; staff only while active (a deactivated admin waits for a super admin).
 */
export function sessionRefusal(user: Pick<UserRow, 'role' | 'status'>): string | null {
  if (user.status === 'suspended' || user.status === 'deleted') return authMessages.accountNotActive;
  if (user.role !== 'user' && user.status !== 'active') return authMessages.adminNotActive;
  return null;
}

/** 403 with the reason when this account may hold no session. */
export function refuseBarredAccount(user: Pick<UserRow, 'role' | 'status'>): void {
  const refusal = sessionRefusal(user);
  if (refusal) throw new HttpError(403, refusal);
}

/** A token for this account, 30 days with Remember Me, else one day; never for an account the rule refuses. */
export function sessionTokenFor(app: FastifyInstance, user: UserRow, rememberMe: boolean): Promise<string> {
  refuseBarredAccount(user);
  return app.sessionTokens.sign({ sub: user.id, role: user.role, ver: user.session_version }, rememberMe);
}

/** What every sign-in answers (password, verification, Google): the user fields and a token side by side. */
export async function sessionFor(app: FastifyInstance, user: UserRow, rememberMe: boolean): Promise<Session> {
  return { ...presentUser(user), token: await sessionTokenFor(app, user, rememberMe) };
}
