import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';

/** How often expired entries of the sign-out list are swept. */
export const endedSessionsSweepIntervalMs = 60 * 60 * 1000;

/**
 * Ends every session of an account at once (password reset or change, suspension): tokens carry the version
 * they were issued with, and the version read with the account on each request no longer matches.
 */
export async function endAllSessions(db: Kysely<Database>, userId: string): Promise<void> {
  await db
    .updateTable('users')
    .set((eb) => ({ session_version: eb('session_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

/** Ends one token (sign-out): listed by its id until it would have expired anyway. */
export async function endSession(
  db: Kysely<Database>,
  session: { jti: string; userId: string; expiresAtSeconds: number },
): Promise<void> {
  await db
    .insertInto('ended_sessions')
    .values({ jti: session.jti, user_id: session.userId, expires_at: new Date(session.expiresAtSeconds * 1000) })
    .onConflict((oc) => oc.column('jti').doNothing())
    .execute();
}

/** Forgets signed-out tokens that have expired (they fail on their own `exp` now); returns how many went. */
export async function removeExpiredEndedSessions(db: Kysely<Database>, now = new Date()): Promise<number> {
  const result = await db.deleteFrom('ended_sessions').where('expires_at', '<', now).executeTakeFirst();
  return Number(result.numDeletedRows);
}
