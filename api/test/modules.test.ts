import assert from 'node:assert/strict';
import path from 'node:path';
import { Writable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { after, before, describe, it } from 'node:test';
import Fastify from 'fastify';
import { sql } from 'kysely';
import { moduleEnabled } from '../src/app';
import { runDemoSeeds } from '../src/db/demo-seed';
import { defaultMigrationFolders, migrateToLatest } from '../src/db/migrate';
import { OneJsonLinePerRequest, OneLinePerRequest } from '../src/logging';
import { moduleEntries, registerModules } from '../src/modules/autoload';
import { createTestApp, type TestApp } from './helpers';

const fixtureModules = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures', 'modules');

let t: TestApp;
before(async () => {
  t = await createTestApp();
});
after(async () => t.close());

describe('modules by convention', () => {
  it('finds every module folder with a routes file, and the mail and payments modules with their app plugins', () => {
    const routes = moduleEntries('routes').map(({ module }) => module);
    for (const module of ['auth', 'contact', 'dev', 'documents', 'health', 'job-alerts', 'portals', 'users'])
      assert.ok(routes.includes(module), module);
    assert.deepEqual([...routes].sort(), routes);
    const plugins = moduleEntries('plugin').map(({ module }) => module);
    for (const module of ['mail', 'notifications', 'payments']) assert.ok(plugins.includes(module), module);
    assert.deepEqual([...plugins].sort(), plugins);
  });

  it('registers a module folder dropped in, with its own migration, under /api', async () => {
    await migrateToLatest(t.db, {
      history: defaultMigrationFolders.history,
      modules: [defaultMigrationFolders.modules, fixtureModules],
    });
    const app = Fastify();
    app.decorate('db', t.db);
    await registerModules(app, { prefix: '/api', enabled: () => true, directory: fixtureModules });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/example-notes/count' });
      assert.equal(response.statusCode, 200, response.body);
      assert.deepEqual(response.json(), { success: true, data: { count: 0 } });
      assert.equal((await app.inject({ method: 'GET', url: '/example-notes/count' })).statusCode, 404);
    } finally {
      await app.close();
    }
  });

  it("runs a module's demo seed with the demo accounts, once however often the server starts", async () => {
    await migrateToLatest(t.db, {
      history: defaultMigrationFolders.history,
      modules: [defaultMigrationFolders.modules, fixtureModules],
    });
    const context = { db: t.db, storage: t.app.documentStorage, cipher: t.app.credentialsCipher };
    assert.deepEqual(await runDemoSeeds(context, fixtureModules), ['example-notes']);
    await runDemoSeeds(context, fixtureModules);
    const { rows } = await sql<{ note: string; email: string }>`
      select n.note, u.email from example_notes n join users u on u.id = n.user_id`.execute(t.db);
    assert.deepEqual(rows, [{ note: 'Called the recruiter back', email: 'candidate@portal.test' }]);
  });

  it('leaves a module out where moduleEnabled says so, and only the dev module out of production', async () => {
    const app = Fastify();
    app.decorate('db', t.db);
    await registerModules(app, {
      prefix: '/api',
      enabled: (module) => module !== 'example-notes',
      directory: fixtureModules,
    });
    try {
      assert.equal((await app.inject({ method: 'GET', url: '/api/example-notes/count' })).statusCode, 404);
    } finally {
      await app.close();
    }
    for (const { module } of moduleEntries('routes')) {
      assert.equal(moduleEnabled(module, { nodeEnv: 'production', smtpUrl: undefined }), module !== 'dev', module);
      assert.equal(moduleEnabled(module, { nodeEnv: 'development', smtpUrl: undefined }), true, module);
    }
  });

  it('serves the real modules under /api in the built app', async () => {
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/auth/config' })).statusCode, 200);
    assert.equal((await t.app.inject({ method: 'GET', url: '/api/site/contact-details' })).statusCode, 200);
  });
});

/**
 * The log lines of an app logging through `controller` after two requests: GET /api/health?probe=1 (200) and
 * GET /api/broken (500).
 */
async function logLinesOf(controller: OneLinePerRequest | OneJsonLinePerRequest) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: controller });
  app.get('/api/health', async () => ({ ok: true }));
  app.get('/api/broken', async () => {
    throw new Error('broken on purpose');
  });
  try {
    await app.inject({ method: 'GET', url: '/api/health?probe=1' });
    await app.inject({ method: 'GET', url: '/api/broken' });
    return lines;
  } finally {
    await app.close();
  }
}

describe('development console', () => {
  it('prints one line per request: method, address, status and time', async () => {
    const lines = await logLinesOf(new OneLinePerRequest());
    const requestLines = lines.filter((line) => typeof line.msg === 'string' && /^GET /.test(line.msg));
    assert.equal(requestLines.length, 2, JSON.stringify(lines));
    assert.match(String(requestLines[0]!.msg), /^GET \/api\/health\?probe=1 200 \d+ms$/);
    assert.match(String(requestLines[1]!.msg), /^GET \/api\/broken 500 \d+ms$/);
    assert.ok(!lines.some((line) => line.msg === 'incoming request' || line.msg === 'request completed'));
  });
});

describe('production log', () => {
  it('writes one JSON line per request, when it completes, with method, url, status and time', async () => {
    const lines = await logLinesOf(new OneJsonLinePerRequest());
    const requestLines = lines.filter((line) => line.msg === 'request completed');
    assert.equal(requestLines.length, 2, JSON.stringify(lines));
    assert.deepEqual(
      { method: requestLines[0]!.method, url: requestLines[0]!.url, statusCode: requestLines[0]!.statusCode },
      { method: 'GET', url: '/api/health?probe=1', statusCode: 200 },
    );
    assert.equal(typeof requestLines[0]!.responseTime, 'number');
    assert.equal(requestLines[1]!.statusCode, 500);
    assert.ok(!lines.some((line) => line.msg === 'incoming request'));
  });
});
