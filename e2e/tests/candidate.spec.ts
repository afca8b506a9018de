// The candidate's area as the demo candidate uses it: dashboard figures, the application history (tabs, search,
// paging, the detail modal and its CV), at desktop and at 360 px, with axe finding nothing serious.
import { expect, test } from './portal';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  demo,
  latestMail,
  signIn,
  sixDigitCode,
  severeViolations,
  horizontalOverflow,
  desktopAndPhone,
  verifiedCandidate,
  wordsSplit,
} from './support';

async function apiToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/auth/signin', { data: demo.user });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

async function apiGet<T>(request: APIRequestContext, path: string): Promise<T> {
  const answer = await request.get(path, { headers: { authorization: `Bearer ${await apiToken(request)}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: T }).data;
}

async function openAsCandidate(page: Page, path: string) {
  await signIn(page, demo.user);
  await expect(page).toHaveURL(/\/dashboard$/);
  if (path !== '/dashboard') await page.goto(path);
}

for (const viewport of desktopAndPhone) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the dashboard shows the real figures, and the latest application opens its detail', async ({
      page,
      request,
    }) => {
      type Figures = {
        applications: { week: number; month: number };
        plan: { name: string; applicationLimit: number; daysLeft: number };
        accountOfficer: { firstName: string; lastName: string };
        latest: { title: string; company: string }[];
      };
      const figures = await apiGet<Figures>(request, '/api/application/dashboard');
      await openAsCandidate(page, '/dashboard');
      const main = page.getByTestId('dashboard-user');
      await expect(main.getByText(`${figures.applications.week} of 10 this week`)).toBeVisible();
      await expect(main.getByText(`${figures.applications.month} this month`)).toBeVisible();
      await expect(main.getByText('Free plan')).toBeVisible();
      await expect(main.getByText(`${figures.plan.daysLeft} days left`)).toBeVisible();
      await expect(main.getByText('Alex Admin')).toBeVisible();
      await expect(main.getByText('Unread notifications')).toBeVisible();
      const latest = main.getByRole('button', { name: figures.latest[0]!.title, exact: true }).first();
      await expect(latest).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await severeViolations(page)).toEqual([]);
      await latest.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByRole('heading', { name: figures.latest[0]!.company })).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
      expect(await wordsSplit(page)).toEqual([]);
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(dialog).toBeHidden();
    });

    test('/application: tabs with counts, search, paging, the detail and the CV it was sent with', async ({
      page,
      request,
    }) => {
      const counts = await apiGet<string[]>(request, '/api/application/user-application-count');
      await openAsCandidate(page, '/application');
      await expect(page.getByRole('heading', { level: 2, name: 'Hello, Casey' })).toBeVisible();
      for (const label of counts) await expect(page.getByRole('tab', { name: label })).toBeVisible();
      const rows = page.locator('.ant-table-tbody tr.ant-table-row');
      await expect(rows).toHaveCount(10);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      // Every cell of a row is on the screen (on a phone the row is a card), the last (Type) included.
      await expect(rows.first().locator('td').last()).toBeInViewport({ ratio: 1 });
      expect(await severeViolations(page)).toEqual([]);

      // Paging: page 3 of the 30 seeded applications holds the oldest ten.
      const pages = page.getByRole('navigation', { name: 'Application pages' });
      await pages.getByRole('button', { name: 'Page 3' }).click();
      await expect(pages.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
      await expect(rows).toHaveCount(10);

      // The oldest application was sent with the earlier CV, which still opens.
      await rows.last().getByRole('button').click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.getByText('Job Overview')).toBeVisible();
      await expect(dialog.getByText('Casey Candidate CV 2025.pdf')).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
      expect(await wordsSplit(page)).toEqual([]);
      const [popup, file] = await Promise.all([
        page.waitForEvent('popup'),
        page.waitForResponse((response) => response.url().includes('/api/document/file/')),
        dialog.getByRole('link', { name: /^Download Casey Candidate CV 2025\.pdf/ }).click(),
      ]);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toBe('application/pdf');
      await expect.poll(() => popup.url()).toMatch(/^blob:/);
      await popup.close();
      await dialog.getByRole('button', { name: 'Close' }).last().click();
      await expect(dialog).toBeHidden();

      // A tab asks again from page 1.
      const week = counts[1]!;
      await page.getByRole('tab', { name: week }).click();
      await expect(rows).toHaveCount(Number(/\((\d+)\)/.exec(week)![1]));

      // Search waits for the typing to stop, then shows only matches.
      await page.getByRole('tab', { name: counts[0]! }).click();
      await page.getByRole('searchbox', { name: 'Search applications' }).fill('Atlassian');
      // The rows before the search may already start with an Atlassian one: wait until every row is a match.
      await expect
        .poll(async () => {
          const texts = await rows.allInnerTexts();
          return texts.length > 0 && texts.every((text) => text.includes('Atlassian'));
        })
        .toBe(true);

      // A search that matches nothing says so, in text that can be read (antd's grey for it was 1.9:1).
      await page.getByRole('searchbox', { name: 'Search applications' }).fill('Nowhere Pty Ltd');
      await expect(rows).toHaveCount(0);
      await expect(page.getByText('No applications found')).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
    });
  });
}

// Settings change the account; each test uses a candidate of its own, signed up through the API so the demo
// candidate's figures above stay as seeded.
const freshCandidate = (request: APIRequestContext, label: string) =>
  verifiedCandidate(request, label, { firstName: 'Jamie', lastName: 'Jobseeker' });

for (const viewport of desktopAndPhone) {
  test.describe(`settings at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('a new photo shows in the header at once', async ({ page }) => {
      await openAsCandidate(page, '/setting');
      await expect(page.getByText('SVG, PNG, JPG or GIF, max 400 x 400px')).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
      const png = Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
        'base64',
      );
      await page.locator('input[type="file"]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
      await expect(page.getByText('Profile photo updated.')).toBeVisible();
      const header = page.getByRole('banner');
      await expect(header.locator('img[src^="/api/user/photo/"]')).toBeVisible();
      const src = await header.locator('img[src^="/api/user/photo/"]').getAttribute('src');
      const served = await page.request.get(src!);
      expect(served.headers()['content-type']).toBe('image/png');
    });

    test('password change, then sign in with the new password', async ({ page, request }) => {
      const account = await freshCandidate(request, 'e2e.password');
      await signIn(page, account);
      await expect(page).not.toHaveURL(/\/login$/);
      await page.goto('/setting');
      await page.getByRole('tab', { name: 'Login Details' }).click();
      await expect(page.getByText('Minimum 8 characters')).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
      await page.getByLabel('Old Password').fill(account.password);
      await page.getByLabel('New Password', { exact: true }).fill('Better@2027');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expect(page.getByText('Password changed successfully!')).toBeVisible();
      // The old password no longer works; the new one does.
      const old = await request.post('/api/auth/signin', { data: account });
      expect(old.status()).not.toBe(200);
      await page.context().clearCookies();
      await page.evaluate(() => localStorage.clear());
      await signIn(page, { email: account.email, password: 'Better@2027' });
      await expect(page).not.toHaveURL(/\/login$/);
    });

    test('the e-mail changes by the code sent to the new address', async ({ page, request }) => {
      const account = await freshCandidate(request, 'e2e.email');
      const newEmail = account.email.replace('e2e.email', 'e2e.changed');
      await signIn(page, account);
      await expect(page).not.toHaveURL(/\/login$/);
      await page.goto('/setting');
      await page.getByRole('tab', { name: 'Login Details' }).click();
      await page.getByLabel('New email address').fill(newEmail);
      await page.getByLabel('Current password').fill(account.password);
      await page.getByRole('button', { name: 'Update Email' }).click();
      await expect(page.getByText(`We sent a six-digit code to ${newEmail}.`, { exact: false })).toBeVisible();
      const code = sixDigitCode((await latestMail(request, newEmail)).text);
      await page.getByLabel('Six-digit code').fill(code);
      await page.getByRole('button', { name: 'Confirm' }).click();
      await expect(page.getByText('Email updated successfully!')).toBeVisible();
      await expect(page.getByRole('tabpanel').getByText(newEmail)).toBeVisible();
      const told = await latestMail(request, account.email);
      expect(told.subject).toBe('Your Career Portal e-mail address was changed');
      expect(
        (await request.post('/api/auth/signin', { data: { email: newEmail, password: account.password } })).status(),
      ).toBe(200);
    });
  });
}
