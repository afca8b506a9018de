import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Version prefix of every envelope: a later key rotation adds 'v2' and keeps reading 'v1'. */
const currentVersion = 'v1';

/**
 * AES-256-GCM for job-platform passwords at rest. Each value gets a random 12-byte IV and is
 * bound to its owner (additional authenticated data), so a ciphertext copied onto another row
 * does not decrypt. Envelope: `v1:<iv>:<tag>:<ciphertext>`, each part base64url.
 */
export class CredentialsCipher {
  readonly #keys: Map<string, Buffer>;

  constructor(key: Buffer) {
    if (key.length !== 32) throw new Error('The credentials key must be 32 bytes.');
    this.#keys = new Map([[currentVersion, key]]);
  }

  encrypt(plainText: string, owner: string): string {
    const iv = crypto.randomBytes(12);
    const cipher = crypto.createCipheriv('aes-256-gcm', this.#keys.get(currentVersion)!, iv);
    cipher.setAAD(Buffer.from(`portal-credential:${owner}`));
    const cipherText = Buffer.concat([cipher.update(plainText, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), cipherText].map((part) => part.toString('base64url'));
    return [currentVersion, ...parts].join(':');
  }

  /** The plain text; throws when the envelope was changed, belongs to another owner or another key. */
  decrypt(envelope: string, owner: string): string {
    const [version, iv, tag, cipherText, ...rest] = envelope.split(':');
    const key = version ? this.#keys.get(version) : undefined;
    if (!key || !iv || !tag || cipherText === undefined || rest.length > 0)
      throw new Error('Not a credentials envelope of a known key version.');
    const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`portal-credential:${owner}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(cipherText, 'base64url')), decipher.final()]).toString('utf8');
  }
}

/**
 * CREDENTIALS_KEY from the environment when set; otherwise one generated on the first start and
 * kept in DATA_DIR/credentials-key (mode 600): losing it makes the stored passwords unreadable.
 */
export function resolveCredentialsKey(configured: Buffer | undefined, dataDir: string): Buffer {
  if (configured) return configured;
  const file = path.join(dataDir, 'credentials-key');
  if (fs.existsSync(file)) {
    const key = Buffer.from(fs.readFileSync(file, 'utf8').trim(), 'base64');
    if (key.length !== 32) throw new Error(`${file} is damaged: it must hold a base64 32-byte key.`);
    return key;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const key = crypto.randomBytes(32);
  // 'wx': two processes starting at once never overwrite each other's key.
  try {
    fs.writeFileSync(file, `${key.toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return resolveCredentialsKey(undefined, dataDir);
    throw error;
  }
  return key;
}
