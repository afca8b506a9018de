import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { PRERENDER_RECORDER } from '@portal/shared/contracts';
import { inlineScriptHashes } from '../src/hosting/csp';
import { appOn, createTestApp, type TestApp } from './helpers';

// Issue 11, item 5: security headers on every answer, and a CSP the portal's HTML runs under.
const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-headers-'));
const shellDist = path.join(siteRoot, 'shell', 'dist');
const inlineScript = 'window.__shellBoot = 1;';
const indexHtml = `<!doctype html><html><head><title>Portal</title><script>${inlineScript}</script></head><body><div id="root"></div><script defer src="/main.js"></script></body></html>`;
const remotesFile = path.join(siteRoot, 'remotes.json');

const hashOf = (text: string) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
const html = { accept: 'text/html' };

/** The CSP's directives by name. */
function directives(csp: string | undefined): Record<string, string[]> {
  assert.ok(csp, 'a Content-Security-Policy header');
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

let t: TestApp;
before(async () => {
  fs.mkdirSync(shellDist, { recursive: true });
  fs.writeFileSync(path.join(shellDist, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(shellDist, 'main.js'), 'console.log("shell");');
  fs.writeFileSync(
    remotesFile,
    JSON.stringify({
      mfe_public: '/remotes/mfe-public/mf-manifest.json',
      mfe_staff: 'https://cdn.example.com/staff/mf-manifest.json',
    }),
  );
  t = await createTestApp({ siteRoot, remotesJson: remotesFile });
});
after(async () => {
  await t.close();
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

describe('headers on every answer', () => {
  const answers: [string, Record<string, string>][] = [
    ['/', html],
    ['/login', html],
    ['/main.js', {}],
    ['/remotes.json', {}],
    ['/api/health', {}],
    ['/api/user/me', {}],
    ['/api/no-such-thing', {}],
    ['/api/docs/json', {}],
  ];
  for (const [url, headers] of answers) {
    it(`${url}: nosniff, never framed, a referrer policy and a CSP`, async () => {
      const response = await t.app.inject({ method: 'GET', url, headers });
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['x-frame-options'], 'DENY');
      assert.equal(response.headers['referrer-policy'], 'strict-origin-when-cross-origin');
      assert.deepEqual(directives(response.headers['content-security-policy'] as string)['frame-ancestors'], [
        "'none'",
      ]);
    });
  }

  it('the pages opened from links with a token send no referrer at all', async () => {
    for (const url of [
      '/reset-password?token=abc',
      '/job-alerts/confirm?token=abc',
      '/job-alerts/unsubscribe?token=abc',
    ]) {
      const response = await t.app.inject({ method: 'GET', url, headers: html });
      assert.equal(response.headers['referrer-policy'], 'no-referrer', url);
    }
  });
});

describe('the CSP of the portal’s HTML', () => {
  it('allows this origin, the shell’s inline scripts by hash and the remotes’ origins; nothing inline else', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/', headers: html });
    const csp = directives(response.headers['content-security-policy'] as string);
    assert.deepEqual(csp['script-src'], [
      "'self'",
      hashOf(inlineScript),
      hashOf(PRERENDER_RECORDER),
      'https://cdn.example.com',
    ]);
    assert.ok(!csp['script-src']!.includes("'unsafe-inline'") && !csp['script-src']!.includes("'unsafe-eval'"));
    assert.deepEqual(csp['connect-src'], ["'self'", 'https://cdn.example.com']);
    assert.deepEqual(csp['style-src'], ["'self'", "'unsafe-inline'", 'https://cdn.example.com']);
    assert.deepEqual(csp['object-src'], ["'none'"]);
    assert.deepEqual(csp['frame-ancestors'], ["'none'"]);
    // Every inline script of the page served is one the policy allows.
    for (const hash of inlineScriptHashes(response.body)) assert.ok(csp['script-src']!.includes(hash), hash);
  });

  it('follows the remotes map as it is now (re-read per request)', async () => {
    const before = fs.readFileSync(remotesFile, 'utf8');
    try {
      fs.writeFileSync(remotesFile, JSON.stringify({ mfe_public: 'https://other-cdn.example.net/p/mf-manifest.json' }));
      const response = await t.app.inject({ method: 'GET', url: '/about', headers: html });
      const csp = directives(response.headers['content-security-policy'] as string);
      assert.ok(csp['script-src']!.includes('https://other-cdn.example.net'));
      assert.ok(!csp['script-src']!.includes('https://cdn.example.com'));
    } finally {
      fs.writeFileSync(remotesFile, before);
    }
  });

  it('allows Google Identity Services only when Google sign-in is configured, and an API on another origin', async () => {
    const app = await appOn(t.database, {
      siteRoot,
      remotesJson: remotesFile,
      googleClientId: 'client.apps.googleusercontent.com',
      publicApiBase: 'https://api.example.org/api',
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/login', headers: html });
      const csp = directives(response.headers['content-security-policy'] as string);
      assert.ok(csp['script-src']!.includes('https://accounts.google.com/gsi/'));
      assert.deepEqual(csp['frame-src'], ['https://accounts.google.com/gsi/']);
      assert.ok(csp['connect-src']!.includes('https://api.example.org'));
    } finally {
      await app.close();
    }
    const plain = await t.app.inject({ method: 'GET', url: '/login', headers: html });
    const csp = directives(plain.headers['content-security-policy'] as string);
    assert.ok(!csp['script-src']!.some((source) => source.includes('google')));
    assert.deepEqual(csp['frame-src'], ["'none'"]);
  });
});
