import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { matchPath } from 'react-router';
import { createFileCache } from '../src/hosting/file-cache';
import { isRouteAddress } from '../src/hosting/route-paths';
import { routeTable } from './route-table';

/** Route shapes the spec's later pages use (`/admin-job-history/:id`, `/help/*`), beside the real table. */
const laterShapes = ['/admin-job-history/:id', '/updateplatform/:id/edit', '/help/*'];

/** Addresses around a route path: itself, other cases, trailing slashes, a segment more or less, empty params. */
function addressesAround(pattern: string): string[] {
  const concrete = pattern.replace(/:[^/]+/g, 'a1b2').replace(/\*$/, 'x/y');
  const segments = concrete.split('/');
  return [
    concrete,
    concrete.toUpperCase(),
    `${concrete}/`,
    `${concrete}//`,
    `${concrete}/extra`,
    segments.slice(0, -1).join('/') || '/',
    pattern.replace(/:[^/]+/g, ''),
    pattern.replace(/\*$/, ''),
    pattern.replace(/\/\*$/, ''),
    `/prefix${concrete}`,
  ];
}

describe('route matching', () => {
  const agrees = (patterns: readonly string[]) => {
    const addresses = new Set(['/', '/no-such-page', '//', ...patterns.flatMap(addressesAround)]);
    for (const address of addresses) {
      const router = patterns.some((pattern) => matchPath({ path: pattern }, address) !== null);
      assert.equal(isRouteAddress(patterns, address), router, `${address}: react-router says ${router}`);
    }
    return addresses.size;
  };

  it("answers as react-router's matchPath does for every path of the shell's route table", () => {
    const paths = routeTable.map((route) => route.path);
    assert.ok(paths.length > 10, 'the route table is read');
    assert.ok(agrees(paths) > paths.length * 5);
  });

  it('answers as matchPath does for parameters and a trailing splat', () => {
    agrees(laterShapes);
    agrees([...routeTable.map((route) => route.path), ...laterShapes]);
  });
});

describe('file cache', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-file-cache-'));
  after(() => fs.rmSync(folder, { recursive: true, force: true }));

  it('serves a redeployed file that has the old size and modification time', async () => {
    const file = path.join(folder, 'mf-manifest.json');
    const files = createFileCache();
    const firstTime = new Date('2026-01-01T00:00:00Z');
    fs.writeFileSync(file, JSON.stringify({ version: 'aaaa' }));
    fs.utimesSync(file, firstTime, firstTime);
    assert.deepEqual(await files.json(file), { version: 'aaaa' });
    const before = fs.statSync(file);

    fs.writeFileSync(file, JSON.stringify({ version: 'bbbb' }));
    fs.utimesSync(file, firstTime, firstTime);
    const after = fs.statSync(file);
    assert.equal(after.size, before.size);
    assert.equal(after.mtimeMs, before.mtimeMs);
    assert.deepEqual(await files.json(file), { version: 'bbbb' });
    assert.equal(await files.text(file), '{"version":"bbbb"}');
  });

  it('parses a file once while its content stays the same', async () => {
    const file = path.join(folder, 'route-pages.json');
    const files = createFileCache();
    fs.writeFileSync(file, '{"/": {"remote": "mfe_public", "module": "Landing"}}');
    const first = await files.json(file);
    fs.writeFileSync(file, '{"/": {"remote": "mfe_public", "module": "Landing"}}');
    assert.equal(await files.json(file), first, 'the same parsed object, not a new parse');
    fs.rmSync(file);
    await assert.rejects(files.json(file), { code: 'ENOENT' });
  });
});
