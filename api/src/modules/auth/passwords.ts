import { hash, verify } from '@node-rs/argon2';

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
