import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const secretsFileSchema = z.object({ jwtSecret: z.string().min(32) });

/**
 * A secret kept in a file of DATA_DIR (mode 600): read when the file exists, otherwise generated and
 * written once. 'wx' means two processes starting at once never overwrite each other's secret.
 */
function fileSecret<T>(
  file: string,
  secret: { generate: () => string; read: (text: string) => T | null; damaged: string },
): T {
  if (fs.existsSync(file)) {
    const value = secret.read(fs.readFileSync(file, 'utf8'));
    if (value === null) throw new Error(`${file} is damaged: ${secret.damaged}`);
    return value;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, secret.generate(), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fileSecret(file, secret);
}

/**
 * JWT_SECRET from the environment when set; otherwise one generated on the first start and kept
 * in DATA_DIR/secrets.json so sessions survive restarts.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  return fileSecret(path.join(dataDir, 'secrets.json'), {
    generate: () => `${JSON.stringify({ jwtSecret: crypto.randomBytes(48).toString('base64url') }, null, 2)}\n`,
    read: (text) => {
      const parsed = secretsFileSchema.safeParse(JSON.parse(text));
      return parsed.success ? parsed.data.jwtSecret : null;
    },
    damaged: 'remove it to generate new secrets (signs everyone out).',
  });
}

/**
 * CREDENTIALS_KEY from the environment when set; otherwise one generated on the first start and
 * kept in DATA_DIR/credentials-key: losing it makes the stored passwords unreadable.
 */
export function resolveCredentialsKey(configured: Buffer | undefined, dataDir: string): Buffer {
  if (configured) return configured;
  return fileSecret(path.join(dataDir, 'credentials-key'), {
    generate: () => `${crypto.randomBytes(32).toString('base64')}\n`,
    read: (text) => {
      const key = Buffer.from(text.trim(), 'base64');
      return key.length === 32 ? key : null;
    },
    damaged: 'it must hold a base64 32-byte key.',
  });
}
