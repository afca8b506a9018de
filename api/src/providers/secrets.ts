import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const secretsFileSchema = z.object({ jwtSecret: z.string().min(32) });

/**
 * JWT_SECRET from the environment when set; otherwise one generated on the first start and kept
 * in DATA_DIR/secrets.json (mode 600) so sessions survive restarts.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'secrets.json');
  if (fs.existsSync(file)) {
    const parsed = secretsFileSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
    if (!parsed.success) throw new Error(`${file} is damaged: remove it to generate new secrets (signs everyone out).`);
    return parsed.data.jwtSecret;
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const jwtSecret = crypto.randomBytes(48).toString('base64url');
  fs.writeFileSync(file, `${JSON.stringify({ jwtSecret }, null, 2)}\n`, { mode: 0o600 });
  return jwtSecret;
}
