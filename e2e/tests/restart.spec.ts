import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { latestMail, linkIn, signUpForJobAlerts, uniqueEmail } from './support';

// A server of its own (not the suite's), stopped and started again on the same data directory, as after
// a restart of `npm start`: what the public forms took must still be there.
const port = Number(process.env.E2E_PORT ?? 3100) + 1;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-restart-'));
let server: ChildProcess | undefined;

async function startServer(): Promise<ChildProcess> {
  // Nothing may answer on the port yet: the health poll below would take another server's answer for this one's.
  const taken = await fetch(`${base}/api/health`).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already answering: a server from an earlier attempt is still running`);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: resolve(__dirname, '../../api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: base,
      REMOTES_JSON: '',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await expect
    .poll(
      async () => {
        if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
        return fetch(`${base}/api/health`).then(
          (response) => response.status,
          () => 0,
        );
      },
      { timeout: 90_000, intervals: [250] },
    )
    .toBe(200);
  if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
  return child;
}

/** SIGTERM, as a restart of `npm start` sends; a server still running 30 s later fails the test and is killed. */
async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise<false>((done) => setTimeout(() => done(false), 30_000)),
  ]);
  if (!stopped) {
    child.kill('SIGKILL');
    await exited;
    throw new Error('the server did not stop within 30 s of SIGTERM');
  }
}

test.describe.configure({ timeout: 240_000 });

test.afterAll(async () => {
  if (server && server.exitCode === null) await stopServer(server);
  rmSync(dataDir, { recursive: true, force: true });
});

test('what the contact and job-alert forms took is still there after the server restarts', async ({
  page,
  request,
}) => {
  server = await startServer();
  const marker = `restart-${Date.now()}`;
  const alertEmail = uniqueEmail('restart');

  await page.goto(`${base}/contact`);
  await page.getByLabel('Name', { exact: true }).fill('Mei Tanaka');
  await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('contact'));
  await page.getByLabel('Message', { exact: true }).fill(`Can you help me move into aged care in Perth? (${marker})`);
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you! Your message has been sent. Our team will reply by e-mail.')).toBeVisible();

  await page.goto(`${base}/job-alerts`);
  await signUpForJobAlerts(page, {
    email: alertEmail,
    experience: '0-2 years',
    locations: ['Melbourne'],
    salary: 'Under $80,000 a year',
  });
  await expect(page.getByText(/^Almost done!/)).toBeVisible();

  await stopServer(server);
  await expect(page.request.get(`${base}/api/health`)).rejects.toThrow();
  server = await startServer();

  // The message reached the support address, and the mail is still in the outbox.
  const details = (await (await request.get(`${base}/api/site/contact-details`)).json()) as { data: { email: string } };
  const staffMail = await latestMail(request, details.data.email, base);
  expect(staffMail.text).toContain(marker);

  // The job-alert sign-up and its link outlived the restart: the link subscribes now.
  const link = linkIn((await latestMail(request, alertEmail, base)).text);
  expect(link.startsWith(`${base}/job-alerts/confirm?token=`)).toBe(true);
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm job alert' }).click();
  await expect(page.getByText('You are subscribed! We will e-mail you jobs that match your choices.')).toBeVisible();

  // And the subscription itself survives the next restart: the same e-mail is recognised.
  await stopServer(server);
  server = await startServer();
  await page.goto(`${base}/job-alerts`);
  await signUpForJobAlerts(page, {
    email: alertEmail,
    experience: '3-5 years',
    locations: ['Sydney'],
    salary: 'Under $80,000 a year',
  });
  await expect(page.getByText(/^Almost done!/)).toBeVisible();
  await page.goto(linkIn((await latestMail(request, alertEmail, base)).text));
  await page.getByRole('button', { name: 'Confirm job alert' }).click();
  await expect(page.getByText('Your job alert choices have been updated.')).toBeVisible();
});
