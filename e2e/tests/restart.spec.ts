import { expect, test } from './portal';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPortal, suitePorts, type PortalServer } from './portal-server';
import { latestMail, linkIn, signUpForJobAlerts, uniqueEmail } from './support';

// A server of its own (not the suite's), stopped and started again on the same data directory, as after
// a restart of `npm start`: what the public forms took must still be there.
const port = suitePorts.restart;
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-restart-'));
let server: PortalServer | undefined;

const startServer = () => startPortal({ port, dataDir });

test.describe.configure({ timeout: 240_000 });

test.afterAll(async () => {
  await server?.stop();
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

  await server.stop();
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
  await server.stop();
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
