// The authorisation matrix's vocabulary: a row per operation, who gets what. Each module's rows sit in
// `api/test/matrix/<module>.ts` (exporting `rows`), so a new module adds its own file and edits none.
import assert from 'node:assert/strict';
import type { InjectOptions } from 'fastify';
import { newCandidate } from '../helpers';
import type { Principal, SignedInPrincipal, World } from '../principals';

export type Request = Omit<InjectOptions, 'method' | 'url'> & { url?: string };
export type Row = {
  /** What every signed-in principal gets (the five of them). */
  signedIn: Record<SignedInPrincipal, number>;
  /**
   * Only for an open route (`security: []` in the document): what the anonymous caller and the bad tokens get.
   * A secured route's anonymous answer is read from the document: 401 for all four.
   */
  anonymous?: number;
  /** Call with a session of its own for each signed-in principal (a route that ends the session it is called with). */
  freshSession?: boolean;
  /** The request (path with its parameters filled, query, body), built afresh for each call. */
  request?: (world: World, caller: Principal) => Request | Promise<Request>;
};

export const everyone = (status: number): Record<SignedInPrincipal, number> => ({
  owner: status,
  otherCandidate: status,
  assignedAdmin: status,
  unassignedAdmin: status,
  superAdmin: status,
});
/** Routes about the caller's own account or a candidate-only action. */
export const candidatesOnly = (status: number, others = 403) => ({
  ...everyone(others),
  owner: status,
  otherCandidate: status,
});
/** Routes about the owner's records: the owner, the admin assigned to them and a super admin. */
export const ownerAndTheirStaff = (status: number) => ({
  owner: status,
  otherCandidate: 403,
  assignedAdmin: status,
  unassignedAdmin: 403,
  superAdmin: status,
});
export const json = (payload: object): Request => ({ payload });

export async function signedUpAddress(world: World): Promise<string> {
  const email = world.uniqueEmail('signup');
  const answer = await world.app.inject({ method: 'POST', url: '/api/auth/signup', payload: newCandidate(email) });
  assert.equal(answer.statusCode, 201, answer.body);
  return email;
}
export const tokenIn = (text: string, path: string) => {
  const token = new RegExp(`${path}\\?token=([\\w-]+)`).exec(text)?.[1];
  if (!token) throw new Error(`No ${path} link in: ${text}`);
  return token;
};

export type Rows = Record<string, Row>;
