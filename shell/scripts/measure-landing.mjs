/**
 * After `pnpm -r build`: loads `/` and `/welcome` in Chromium from the built files and sums the
 * gzip size of every JavaScript file each first load fetches (shell, remotes, shared chunks).
 *   node shell/scripts/measure-landing.mjs
 */
import { createRequire } from 'node:module';
import { statSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveDistFile, startServer } from './serve-dist.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// Debian's Chromium driven by the e2e package's Playwright (no browser download).
const { chromium } = createRequire(path.join(repoRoot, 'e2e', 'package.json'))('@playwright/test');
const BUDGET_KIB = 250;
const port = 8091;

const gzipBytes = (file) => (existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : gzipSync(readFileSync(file)).length);

const server = await startServer(port);
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
let overBudget = false;
try {
  for (const route of ['/', '/welcome']) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts = new Set();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`http://127.0.0.1:${port}${route}`, { waitUntil: 'networkidle' });
    const rows = [...scripts].map((script) => {
      const file = resolveDistFile(script);
      return { script, gzip: file ? gzipBytes(file) : 0 };
    });
    const total = rows.reduce((sum, row) => sum + row.gzip, 0);
    console.log(`\n${route}: ${rows.length} JS files, ${(total / 1024).toFixed(1)} KiB gzip`);
    for (const row of rows.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${(row.gzip / 1024).toFixed(1).padStart(7)} KiB  ${row.script}`);
    if (route === '/' && total / 1024 > BUDGET_KIB) overBudget = true;
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
if (overBudget) {
  console.error(`\n/ is over the ${BUDGET_KIB} KiB gzip budget.`);
  process.exitCode = 1;
}
