import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';
import { openDatabase } from '../src/db/database';
import { verifyPassword } from '../src/modules/auth/passwords';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Always an embedded database of its own: the command must not touch a shared server in tests.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cli-'));
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function createSuperAdmin(args: string[], password: string | undefined) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' };
  if (password === undefined) delete env.SUPER_ADMIN_PASSWORD;
  else env.SUPER_ADMIN_PASSWORD = password;
  return spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/create-super-admin.ts', ...args], {
    cwd: apiDir,
    env,
    encoding: 'utf8',
  });
}

const account = ['--email', 'Head.Office@Example.com', '--first-name', 'Ada', '--last-name', 'Lovelace'];

describe('create-super-admin command', () => {
  it('refuses a weak or missing password with the rule and creates nothing', () => {
    const weak = createSuperAdmin(account, 'password');
    assert.equal(weak.status, 2);
    assert.match(weak.stderr, /Password must be at least 8 characters/);
    const missing = createSuperAdmin(account, undefined);
    assert.equal(missing.status, 2);
    assert.match(missing.stderr, /SUPER_ADMIN_PASSWORD/);
  });

  it('creates one verified, active super admin who can sign in, and only once', async () => {
    const created = createSuperAdmin(account, 'Strong@2026');
    assert.equal(created.status, 0, created.stderr);
    assert.match(created.stdout, /Super admin head\.office@example\.com created/);

    const again = createSuperAdmin(account, 'Other@2026x');
    assert.equal(again.status, 1);
    assert.match(again.stderr, /already exists; nothing changed/);

    const database = await openDatabase({ kind: 'pglite', directory: path.join(dataDir, 'pglite') });
    try {
      const users = await database.db.selectFrom('users').selectAll().execute();
      // Production: no demo accounts, just the one super admin.
      assert.equal(users.length, 1);
      const [admin] = users;
      assert.equal(admin?.email, 'head.office@example.com');
      assert.equal(admin?.role, 'superAdmin');
      assert.equal(admin?.email_verified, true);
      assert.equal(admin?.status, 'active');
      assert.equal(await verifyPassword(admin!.password_hash!, 'Strong@2026'), true);
    } finally {
      await database.close();
    }
  });
});
