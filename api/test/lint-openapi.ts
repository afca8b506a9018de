// `npm test`'s OpenAPI check: builds the app, writes the document it serves at /api/docs, and lints it with a
// third-party linter (Redocly CLI, recommended rules, redocly.yaml): any error fails, warnings are printed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { createTestApp } from './helpers';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const t = await createTestApp();
const answer = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
await t.close();
if (answer.statusCode !== 200) throw new Error(`GET /api/docs/json answered ${answer.statusCode}`);

const documentFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'portal-openapi-')), 'openapi.json');
fs.writeFileSync(documentFile, answer.body);
const cli = createRequire(import.meta.url).resolve('@redocly/cli/bin/cli.js');
const lint = spawnSync(
  process.execPath,
  [cli, 'lint', documentFile, '--config', path.join(apiDir, 'redocly.yaml'), '--format', 'stylish'],
  {
    stdio: 'inherit',
    // Offline and quiet: no usage report, no update check.
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
fs.rmSync(path.dirname(documentFile), { recursive: true, force: true });
process.exit(lint.status ?? 1);
