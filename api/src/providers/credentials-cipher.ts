import crypto from 'node:crypto';

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
