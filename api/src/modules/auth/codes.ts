import crypto from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/database-types';
import type { CodePurpose, OneTimeCodesTable } from './tables';

export type OneTimeCode = Selectable<OneTimeCodesTable>;

export const verificationCodeLifetimeMs = 15 * 60 * 1000;
export const resetTokenLifetimeMs = 60 * 60 * 1000;
/** The fifth wrong guess kills a verification code. */
export const maxCodeAttempts = 5;

export function digestsMatch(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && crypto.timingSafeEqual(left, right);
}

/** Kills every live code of this purpose of the account (a reset link sent before its password or e-mail changed). */
export async function endLiveCodes(db: Kysely<Database>, userId: string, purpose: CodePurpose): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set({ consumed_at: new Date() })
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .execute();
}

/** Issues a new code of this purpose and kills every earlier live one: only the newest works. */
export async function issueCode(
  db: Kysely<Database>,
  userId: string,
  purpose: CodePurpose,
  codeDigest: string,
  lifetimeMs: number,
): Promise<void> {
  await endLiveCodes(db, userId, purpose);
  await db
    .insertInto('one_time_codes')
    .values({ user_id: userId, purpose, code_hash: codeDigest, expires_at: new Date(Date.now() + lifetimeMs) })
    .execute();
}

export function findLiveCode(db: Kysely<Database>, userId: string, purpose: CodePurpose): Promise<OneTimeCode | null> {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .where('purpose', '=', purpose)
    .where('consumed_at', 'is', null)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst()
    .then((row) => row ?? null);
}

export function findCodeByDigest(
  db: Kysely<Database>,
  purpose: CodePurpose,
  codeDigest: string,
): Promise<OneTimeCode | null> {
  return db
    .selectFrom('one_time_codes')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('code_hash', '=', codeDigest)
    .executeTakeFirst()
    .then((row) => row ?? null);
}

export async function recordWrongAttempt(db: Kysely<Database>, codeId: string): Promise<void> {
  await db
    .updateTable('one_time_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', codeId)
    .execute();
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Kysely<Database>, codeId: string): Promise<boolean> {
  const result = await db
    .updateTable('one_time_codes')
    .set({ consumed_at: new Date() })
    .where('id', '=', codeId)
    .where('consumed_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
