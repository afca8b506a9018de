import { defineConfig } from '@playwright/test';
// Chromium's path and the flags it must start with here, shared with the benchmarks.
import chromium from './chromium.json';

// Each worker starts its own server of the production build that `npm start` serves, on a throw-away data
// directory (tests/portal.ts): the base URL is that server's.
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // A file's tests run in order, in one worker: some build on what the one before did (payments.spec.ts).
  fullyParallel: false,
  // Two test files at a time, each worker with a portal of its own (tests/portal.ts): 12.9 → 11.2 min for the suite
  // on a 2-core machine that one worker already kept about three-quarters busy (Chromium's page loads, most of it).
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  use: {
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.flags,
    },
  },
});
