import { test as base, expect } from '@playwright/test';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortal, suitePorts } from './portal-server';

export { expect };

/** The portal a worker's tests run against, and the runtime map of remotes its server reads on each request. */
export type Portal = { url: string; remotesJson: string };

const remotes = ['public', 'onboarding', 'candidate', 'staff', 'payments'];

/**
 * Each worker runs its test files against a portal of its own: the same production build that `npm start` serves,
 * seeded on a throw-away data directory. So workers run side by side without sharing the demo accounts' data
 * (a badge count, a quota, a password change), and a test may repoint its server's remotes.json.
 */
export const test = base.extend<object, { portal: Portal }>({
  portal: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
    async ({}, provide, workerInfo) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
      const remotesJson = join(dataDir, 'remotes.json');
      writeFileSync(
        remotesJson,
        JSON.stringify(
          Object.fromEntries(remotes.map((name) => [`mfe_${name}`, `/remotes/mfe-${name}/mf-manifest.json`])),
        ),
      );
      const server = await startPortal({
        port: suitePorts.worker(workerInfo.parallelIndex),
        dataDir,
        env: {
          RATE_LIMIT_AUTH_PER_MINUTE: '1000',
          RATE_LIMIT_PUBLIC_FORMS_PER_MINUTE: '1000',
          RATE_LIMIT_UPLOADS_PER_MINUTE: '1000',
          REMOTES_JSON: remotesJson,
        },
      });
      await provide({ url: server.url, remotesJson });
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 180_000 },
  ],
  // `provide` hands the fixture its value (Playwright names it `use`, which the React hooks rule takes for a hook).
  baseURL: async ({ portal }, provide) => provide(portal.url),
});
