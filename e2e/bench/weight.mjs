// The JavaScript every route of the route table transfers on a first visit, as the server sends it
// (compressed, cache off), one row per route: `node e2e/bench/weight.mjs [baseURL]` against a running
// `npm start`. A route behind a guard is opened signed in as the matching demo account (README); the
// dashboard, which differs by role, gets one row per role. Rows with a bar (issue 10) say PASS or FAIL,
// and the script exits 1 when one fails. BENCH_FILES=1 lists each route's scripts too;
// BENCH_ROUTES=/login,/dashboard measures only those paths. A benchmark, not part of `npm test`.
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';

const require = createRequire(import.meta.url);
const browserSettings = require('../chromium.json');
const { loadRouteTable } = require('../../shell/routes/index.cjs');

const base = (process.argv[2] ?? 'http://localhost:3000').replace(/\/+$/, '');
const showFiles = process.env.BENCH_FILES === '1';
const only = process.env.BENCH_ROUTES?.split(',').map((path) => path.trim());

/** The demo accounts the first start seeds (README "Demo accounts"). */
const demo = {
  user: 'candidate@portal.test',
  admin: 'admin@portal.test',
  superAdmin: 'superadmin@portal.test',
};
const DEMO_PASSWORD = 'Portal@2026';
const QUIET_MS = 1500;

/** Issue 10's bars, in KiB of JavaScript transferred: path → bar (for every role that opens it). */
const bars = { '/': 200, '/login': 250, '/dashboard': 300 };

/** A sample address for a path with parameters (none of today's routes has one; later issues may add them). */
const samplePath = (path) => path.replace(/:[^/]+/g, 'sample').replace(/\*$/, '');

/** One visit per route, as the role its guard lets in; a page that differs by role is visited by each. */
function visits(table) {
  return table.flatMap((route) => {
    const path = samplePath(route.path);
    if (route.page && 'byRole' in route.page)
      return Object.keys(route.page.byRole).map((role) => ({ route, path, role }));
    if (route.guard === 'none') return [{ route, path, role: null }];
    return [{ route, path, role: route.guard === 'token' ? 'user' : route.guard[0] }];
  });
}

const sessions = new Map();
/** The token and user a demo account's sign-in answers, as the shell keeps them (shared/src/session/store.ts). */
async function sessionOf(role) {
  if (!sessions.has(role)) {
    const response = await fetch(`${base}/api/auth/signin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demo[role], password: DEMO_PASSWORD, rememberMe: false }),
    });
    if (!response.ok) throw new Error(`Signing in as ${demo[role]} answered ${response.status}.`);
    const { token, ...user } = (await response.json()).data;
    sessions.set(role, { token, user });
  }
  return sessions.get(role);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? browserSettings.executablePath,
  args: browserSettings.flags,
});

/** Scripts a fresh browser context (nothing cached) fetches for one address until the page has settled. */
async function measure(path, role) {
  const context = await browser.newContext();
  if (role) {
    const { token, user } = await sessionOf(role);
    await context.addInitScript(
      ([token, user]) => {
        localStorage.setItem('portal.token', token);
        localStorage.setItem('portal.user', user);
      },
      [token, JSON.stringify(user)],
    );
  }
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts = new Map();
  client.on('Network.responseReceived', ({ requestId, type, response }) => {
    if (type === 'Script')
      scripts.set(requestId, {
        url: response.url,
        encoding: response.headers['content-encoding'] ?? 'identity',
        bytes: 0,
      });
  });
  client.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    const script = scripts.get(requestId);
    if (script) script.bytes = encodedDataLength;
  });
  let lastActivity = Date.now();
  let inFlight = 0;
  // The notification stream stays open while signed in: it is no load to wait for.
  const counted = (request) => !request.url().includes('/api/notifications/stream');
  page.on('request', (request) => {
    if (!counted(request)) return;
    inFlight += 1;
    lastActivity = Date.now();
  });
  for (const settled of ['requestfinished', 'requestfailed'])
    page.on(settled, (request) => {
      if (!counted(request)) return;
      inFlight -= 1;
      lastActivity = Date.now();
    });
  await page.goto(base + path, { waitUntil: 'load' });
  // Settled: the route's page is on screen (no loading status left) and nothing was fetched for QUIET_MS.
  // networkidle alone is not enough: on a busy machine parsing one large script outlasts its 500 ms.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const loading = await page.locator('.page-loading').count();
    if (loading === 0 && inFlight <= 0 && Date.now() - lastActivity >= QUIET_MS) break;
    if (Date.now() > deadline) throw new Error(`${path} did not settle within a minute.`);
    await page.waitForTimeout(100);
  }
  const landedOn = new URL(page.url()).pathname;
  await context.close();
  const files = [...scripts.values()];
  return { kib: files.reduce((sum, file) => sum + file.bytes, 0) / 1024, files, landedOn };
}

const table = loadRouteTable();
const rows = [];
console.log(`JavaScript transferred per route on ${base} (compressed as served, cache off, KiB)\n`);
console.log(`${'route'.padEnd(26)}${'as'.padEnd(12)}${'KiB'.padStart(8)}${'files'.padStart(7)}  bar`);
for (const { route, path, role } of visits(table)) {
  if (only && !only.includes(route.path)) continue;
  const { kib, files, landedOn } = await measure(path, role);
  const bar = bars[route.path];
  const verdict = bar === undefined ? '' : `≤ ${bar}  ${kib <= bar ? 'PASS' : 'FAIL'}`;
  const notes = [route.page === null ? 'page not built yet' : '', landedOn !== path ? `→ ${landedOn}` : '']
    .filter(Boolean)
    .join(', ');
  rows.push({ path, role, kib, bar, passes: bar === undefined || kib <= bar });
  console.log(
    `${path.padEnd(26)}${(role ?? '-').padEnd(12)}${kib.toFixed(1).padStart(8)}${String(files.length).padStart(7)}  ${verdict}${notes ? `  (${notes})` : ''}`,
  );
  if (showFiles)
    for (const file of [...files].sort((a, b) => b.bytes - a.bytes))
      console.log(
        `${''.padEnd(12)}${(file.bytes / 1024).toFixed(1).padStart(8)} KiB  ${file.encoding.padEnd(8)} ${new URL(file.url).pathname}`,
      );
}
await browser.close();

const failed = rows.filter((row) => !row.passes);
console.log(
  `\n${rows.length} routes measured; ${rows.filter((row) => row.bar !== undefined).length} with a bar, ${failed.length} over it.`,
);
process.exitCode = failed.length > 0 ? 1 : 0;
