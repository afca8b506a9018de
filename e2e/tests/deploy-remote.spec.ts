import { expect, test } from './portal';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// A team deploys a new build of one remote to its own static host and points remotes.json at it;
// the shell, never rebuilt, serves the new version on the next page load.
// The map is this worker's server's (tests/portal.ts), put back as it was after the file.
let original = '';
const servers: Server[] = [];

test.beforeAll(({ portal }) => {
  original = readFileSync(portal.remotesJson, 'utf8');
});

test.afterAll(({ portal }) => {
  writeFileSync(portal.remotesJson, original);
  for (const server of servers) server.close();
});

/** Serves a folder as a static host (a bucket or CDN) on a free port; answers with its origin. */
async function serveFolder(folder: string): Promise<string> {
  const server = createServer((request, response) => {
    const file = join(folder, new URL(request.url ?? '/', 'http://cdn').pathname);
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'Access-Control-Allow-Origin': '*',
        'Content-Type': file.endsWith('.json') ? 'application/json' : 'text/javascript',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as { port: number };
  return `http://127.0.0.1:${port}`;
}

function pointRemoteAt(remotesJson: string, name: string, manifest: string): void {
  const map = JSON.parse(original) as Record<string, string>;
  writeFileSync(remotesJson, JSON.stringify({ ...map, [name]: manifest }));
}

/** One digest of every file of a folder, to show it did not change. */
function digestOf(folder: string): string {
  const hash = createHash('sha256');
  for (const file of readdirSync(folder, { recursive: true, withFileTypes: true })) {
    if (!file.isFile()) continue;
    const path = join(file.parentPath, file.name);
    hash.update(path).update(readFileSync(path));
  }
  return hash.digest('hex');
}

test('pointing remotes.json at a new build of mfe-public makes it live without rebuilding the shell', async ({
  page,
  portal,
}) => {
  // "Version 2": the built remote, with a marker only this copy carries.
  const release = mkdtempSync(join(tmpdir(), 'mfe-public-v2-'));
  cpSync(resolve(__dirname, '../../mfe-public/dist'), release, { recursive: true });
  const exposeFile = readdirSync(release).find((file) => /^__federation_expose_Welcome\..*\.js$/.test(file))!;
  const code = readFileSync(join(release, exposeFile), 'utf8');
  expect(code).toContain('"welcome__panel"');
  writeFileSync(join(release, exposeFile), code.replace('"welcome__panel"', '"welcome__panel release-2"'));
  const origin = await serveFolder(release);

  await page.goto('/welcome');
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(page.locator('.release-2')).toHaveCount(0);

  pointRemoteAt(portal.remotesJson, 'mfe_public', `${origin}/mf-manifest.json`);
  const fromCdn: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${origin}/`)) fromCdn.push(new URL(request.url()).pathname);
  });
  await page.reload();
  await expect(page.locator('.release-2')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  expect(fromCdn).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js', `/${exposeFile}`]));
});

test('a remote rebuilt with a changed text shows it, and the shell stays as it was built', async ({ page, portal }) => {
  // A real production build of mfe-public into a folder of its own, with one text of its catalogue changed.
  test.setTimeout(600_000);
  const before = "welcomeIntro: 'Create an account to start your job search, or sign in to continue.',";
  const changed = 'Create an account to start your job search, or sign in to continue. Now with release 2.';
  const appDir = resolve(__dirname, '../../mfe-public');
  const texts = join(appDir, 'src', 'texts.ts');
  expect(readFileSync(texts, 'utf8')).toContain(before);
  const shellDist = resolve(__dirname, '../../shell/dist');
  const shellBefore = digestOf(shellDist);

  const work = mkdtempSync(join(tmpdir(), 'mfe-public-text-'));
  const release = join(work, 'dist');
  writeFileSync(
    join(work, 'change-text.cjs'),
    `module.exports = function (source) {
      if (!source.includes(${JSON.stringify(before)})) throw new Error('the text to change is gone');
      return source.replace(${JSON.stringify(before)}, ${JSON.stringify(`welcomeIntro: '${changed}',`)});
    };`,
  );
  writeFileSync(
    join(work, 'webpack.config.cjs'),
    `const base = require(${JSON.stringify(join(appDir, 'webpack.config.js'))});
    module.exports = (env, argv) => {
      const config = base(env, argv);
      config.output.path = ${JSON.stringify(release)};
      config.module.rules.unshift({ test: (file) => file === ${JSON.stringify(texts)}, enforce: 'pre', loader: ${JSON.stringify(join(work, 'change-text.cjs'))} });
      return config;
    };`,
  );
  execFileSync('pnpm', ['exec', 'webpack', '--mode', 'production', '--config', join(work, 'webpack.config.cjs')], {
    cwd: appDir,
    stdio: 'pipe',
  });
  const origin = await serveFolder(release);

  await page.goto('/welcome');
  const intro = page.locator('.welcome__intro');
  await expect(intro).toHaveText('Create an account to start your job search, or sign in to continue.');

  pointRemoteAt(portal.remotesJson, 'mfe_public', `${origin}/mf-manifest.json`);
  await page.reload();
  await expect(intro).toHaveText(changed);
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  // The text came with the remote's own files: the shell was neither rebuilt nor changed.
  expect(digestOf(shellDist)).toBe(shellBefore);
  // And the source the team builds from is untouched: only their release carries the change.
  expect(readFileSync(texts, 'utf8')).toContain(before);
});
