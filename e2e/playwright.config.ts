import { defineConfig } from '@playwright/test';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
// Chromium's path and the flags it must start with here, shared with the benchmarks.
import chromium from './chromium.json';

// The same production build that `npm start` serves, on a throw-away data directory.
const port = Number(process.env.E2E_PORT ?? 3100);
// Workers load this file again: they inherit the data directory the main process made.
const firstLoad = !process.env.E2E_DATA_DIR;
const dataDir = (process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'portal-e2e-')));
// The runtime map the server reads per request, so a test can deploy a remote somewhere else.
const remotesJsonPath = (process.env.E2E_REMOTES_JSON = join(dataDir, 'remotes.json'));
if (firstLoad) {
  const remotes = ['public', 'onboarding', 'candidate', 'staff', 'payments'];
  writeFileSync(
    remotesJsonPath,
    JSON.stringify(Object.fromEntries(remotes.map((name) => [`mfe_${name}`, `/remotes/mfe-${name}/mf-manifest.json`]))),
  );
}

export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.flags,
    },
  },
  webServer: {
    command: 'node --import tsx src/server.ts',
    cwd: '../api',
    url: `http://127.0.0.1:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      RATE_LIMIT_AUTH_PER_MINUTE: '1000',
      RATE_LIMIT_PUBLIC_FORMS_PER_MINUTE: '1000',
      RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
      REMOTES_JSON: remotesJsonPath,
      NODE_ENV: 'test',
    },
  },
});
