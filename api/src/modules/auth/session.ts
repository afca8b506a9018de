import type { FastifyInstance } from 'fastify';
import type { Session } from '@portal/shared/contracts';
import type { UserRow } from '../users/tables';
import { presentUser } from '../users/present';

/** What every sign-in answers (password, verification, Google): the user fields and a token side by side. */
export async function sessionFor(app: FastifyInstance, user: UserRow, rememberMe: boolean): Promise<Session> {
  return {
    ...presentUser(user),
    token: await app.sessionTokens.sign({ sub: user.id, role: user.role, ver: user.session_version }, rememberMe),
  };
}
