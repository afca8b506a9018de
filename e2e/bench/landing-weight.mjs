// Prints how much JavaScript a first visit transfers on each public route, as the server sends it
// (compressed): `node e2e/bench/landing-weight.mjs [baseURL]` against a running `npm start`.
// BENCH_ENCODING=gzip asks for gzip instead of the browser's default (brotli where served).
import { createRequire } from 'node:module';
import { chromium } from '@playwright/test';

const browserSettings = createRequire(import.meta.url)('../chromium.json');

const base = process.argv[2] ?? 'http://localhost:3000';
const routes = ['/', '/welcome', '/login'];
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? browserSettings.executablePath,
  args: browserSettings.flags,
});

for (const route of routes) {
  const encoding = process.env.BENCH_ENCODING;
  const context = await browser.newContext(encoding ? { extraHTTPHeaders: { 'Accept-Encoding': encoding } } : {});
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
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
  await page.goto(base + route, { waitUntil: 'networkidle' });
  const total = [...scripts.values()].reduce((sum, s) => sum + s.bytes, 0);
  console.log(
    `${route.padEnd(10)} ${(total / 1024).toFixed(1)} KiB of JavaScript transferred in ${scripts.size} files`,
  );
  for (const s of [...scripts.values()].sort((a, b) => b.bytes - a.bytes))
    console.log(
      `   ${(s.bytes / 1024).toFixed(1).padStart(7)} KiB  ${s.encoding.padEnd(8)} ${new URL(s.url).pathname}`,
    );
  await context.close();
}
await browser.close();
