import { hash, verify } from '@node-rs/argon2';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database-types';
import { enqueueMail } from '../mail/outbox';
import { endLiveCodes } from './codes';
import { HttpError } from '../../plugins/errors';
import { authMails, authMessages } from './texts';

/** argon2id with the library's defaults (about 25 ms a hash here). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let decoyHash: Promise<string> | undefined;

/**
 * Checks a password; with no stored hash it still spends the time of one check, so an unknown
 * e-mail answers as slowly as a wrong password.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    decoyHash ??= hash('decoy-password-that-never-matches');
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

/**
 * The signed-in account's own password, asked before a change a stolen session must not make (a new password, a new
 * e-mail, deleting the account): else 400 with `incorrect`. Counted with the account's sign-ins, so a stolen session
 * guesses it no faster than the sign-in page. An account with no password yet (Google sign-in) is told how to get one.
 */
export async function confirmOwnPassword(
  app: Pick<FastifyInstance, 'attempts'>,
  account: { email: string; password_hash: string | null },
  password: string,
  incorrect: string,
): Promise<void> {
  if (!account.password_hash) throw new HttpError(400, authMessages.noPasswordYet);
  await app.attempts.take('signin', account.email);
  if (!(await verifyPassword(account.password_hash, password))) throw new HttpError(400, incorrect);
  await app.attempts.clear('signin', account.email);
}

/**
 * What follows a password change or reset, in its transaction: reset links sent before it end, and the account is
 * told by e-mail, with a link to choose another password if it was not them.
 */
export async function passwordChanged(
  db: Kysely<Database>,
  account: { id: string; email: string; first_name: string },
  publicUrl: string,
): Promise<void> {
  await endLiveCodes(db, account.id, 'password_reset');
  await enqueueMail(db, {
    to: account.email,
    subject: authMails.passwordChangedSubject,
    text: authMails.passwordChangedBody(account.first_name, `${publicUrl}/forgetpassword`),
  });
}
