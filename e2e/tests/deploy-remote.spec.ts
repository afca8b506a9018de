import { expect, test } from '@playwright/test';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// A team deploys a new build of one remote to its own static host and points remotes.json at it;
// the shell, never rebuilt, serves the new version on the next page load.
const remotesJson = process.env.E2E_REMOTES_JSON!;
const original = readFileSync(remotesJson, 'utf8');
let cdn: Server;

test.afterAll(() => {
  writeFileSync(remotesJson, original);
  cdn?.close();
});

test('pointing remotes.json at a new build of mfe-public makes it live without rebuilding the shell', async ({
  page,
}) => {
  // "Version 2": the built remote, with a marker only this copy carries.
  const release = mkdtempSync(join(tmpdir(), 'mfe-public-v2-'));
  cpSync(resolve(__dirname, '../../mfe-public/dist'), release, { recursive: true });
  const exposeFile = readdirSync(release).find((file) => /^__federation_expose_Welcome\..*\.js$/.test(file))!;
  const code = readFileSync(join(release, exposeFile), 'utf8');
  expect(code).toContain('"welcome__panel"');
  writeFileSync(join(release, exposeFile), code.replace('"welcome__panel"', '"welcome__panel release-2"'));

  cdn = createServer((request, response) => {
    const file = join(release, new URL(request.url ?? '/', 'http://cdn').pathname);
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
  await new Promise<void>((done) => cdn.listen(0, '127.0.0.1', done));
  const { port } = cdn.address() as { port: number };

  await page.goto('/welcome');
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  await expect(page.locator('.release-2')).toHaveCount(0);

  const map = JSON.parse(original) as Record<string, string>;
  writeFileSync(remotesJson, JSON.stringify({ ...map, mfe_public: `http://127.0.0.1:${port}/mf-manifest.json` }));

  const fromCdn: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`http://127.0.0.1:${port}/`)) fromCdn.push(new URL(request.url()).pathname);
  });
  await page.reload();
  await expect(page.locator('.release-2')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();
  expect(fromCdn).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js', `/${exposeFile}`]));
});
