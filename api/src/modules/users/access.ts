import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import type { UserRow } from './tables';
import { HttpError } from '../../plugins/errors';
import { findUserById } from './repository';
import { apiMessages } from '../../texts';
import { userMessages } from './texts';

/**
 * Who may see a candidate's records (ARCHITECTURE section 5, spec section 6): the candidate,
 * the admin assigned to them, and every super admin.
 */
export function maySeeCandidate(
  viewer: Pick<UserRow, 'id' | 'role'>,
  candidate: Pick<UserRow, 'id' | 'role' | 'account_officer'>,
): boolean {
  if (viewer.id === candidate.id) return true;
  if (viewer.role === 'superAdmin') return true;
  return viewer.role === 'admin' && candidate.role === 'user' && candidate.account_officer === viewer.id;
}

/**
 * The user whose records a `?user=` query asks for: the caller when absent. A candidate asking
 * for someone else gets 403 (whether or not that user exists); staff get 404 for an id that is no candidate's
 * (unknown, or a staff account's: their plan, platforms and applications are not a candidate's records).
 */
export async function candidateInView(
  db: Kysely<Database>,
  viewer: UserRow,
  requestedId: string | undefined,
): Promise<UserRow> {
  if (!requestedId || requestedId === viewer.id) return viewer;
  if (viewer.role === 'user') throw new HttpError(403, apiMessages.forbidden);
  const candidate = await findUserById(db, requestedId);
  if (!candidate || candidate.role !== 'user') throw new HttpError(404, userMessages.userNotFound);
  if (!maySeeCandidate(viewer, candidate)) throw new HttpError(403, apiMessages.forbidden);
  return candidate;
}
