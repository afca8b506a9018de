// The super admin's console as the demo super admin uses it (issue 16): create an admin who sets a password from
// the e-mailed link and signs in; give them a subscriber and set up that candidate's platform; suspend them (their
// open session goes to /login, their candidate is free again) and reactivate them; registered-candidate search and
// filters; every screen at desktop and at 360 px with axe finding nothing serious.
import { expect, test } from './portal';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  demo,
  desktopAndPhone as viewports,
  horizontalOverflow,
  latestMail,
  severeViolations,
  signIn,
  uniqueEmail,
  wordsSplit,
} from './support';

async function asSuperAdmin(page: Page, path: string) {
  await signIn(page, demo.superAdmin);
  await expect(page).toHaveURL(/\/dashboard$/);
  if (path !== '/dashboard') await page.goto(path);
}

async function apiToken(request: APIRequestContext, account: { email: string; password: string }) {
  const answer = await request.post('/api/auth/signin', { data: account });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

test('the super admin creates an admin, assigns them a subscriber, sets up a platform, suspends and reactivates them', async ({
  page,
  browser,
  request,
}) => {
  const email = uniqueEmail('new.admin');
  // 1. Create the admin.
  await asSuperAdmin(page, '/admins');
  await page.getByRole('link', { name: 'Add Admin' }).click();
  await expect(page).toHaveURL(/\/adminform$/);
  await page.getByRole('button', { name: 'Create Admin' }).click();
  await expect(page.getByText('* Required field')).toHaveCount(5);
  await page.getByLabel('First Name').fill('Nadia');
  await page.getByLabel('Last Name').fill('Newadmin');
  await page.getByLabel('Phone Number').fill('+61 3 5550 4411');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Role').selectOption({ label: 'Admin' });
  await page.getByRole('button', { name: 'Create Admin' }).click();
  await expect(page.getByRole('heading', { name: 'Account Created successfully' })).toBeVisible();
  await expect(page.getByText('An email has been sent to the admin for password setup.')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/admins$/);

  // 2. The new admin sets a password from the e-mailed link and signs in, landing on /dashboard with the admin menu.
  const mail = await latestMail(request, email);
  const link = /https?:\/\/\S+\/set-password\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeTruthy();
  const adminContext = await browser.newContext();
  const adminPage = await adminContext.newPage();
  await adminPage.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(adminPage.getByText(`Welcome, Nadia. Choose the password for ${email}.`)).toBeVisible();
  await adminPage.getByLabel('New password').fill('weak');
  await expect(adminPage.getByRole('alert')).toContainText('Password must be at least 8 characters');
  await adminPage.getByLabel('New password').fill('Admin@2026');
  await adminPage.getByRole('button', { name: 'Set password' }).click();
  await expect(adminPage.getByText('Your password is set. You can now sign in.').first()).toBeVisible();
  await expect(adminPage).toHaveURL(/\/login$/);
  await signIn(adminPage, { email, password: 'Admin@2026' });
  await expect(adminPage).toHaveURL(/\/dashboard$/);
  await expect(
    adminPage.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Assigned Candidates' }),
  ).toBeVisible();
  // The link is single-use.
  await adminPage.goto(new URL(link!).pathname + new URL(link!).search);
  await expect(adminPage.getByRole('alert')).toContainText('invalid or has already been used');
  await adminPage.goto('/dashboard');
  await expect(
    adminPage.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Assigned Candidates' }),
  ).toBeVisible();

  // 3. Assign them a subscriber with no platform: four steps, the last the 'No job platform found' prompt.
  await page.goto('/subscribers?filter=unassigned');
  await page.getByLabel('Search subscribers by name or e-mail').fill('Kowalski');
  const row = page.getByRole('row', { name: /Oliver Kowalski/ });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'Assign Admin: Oliver Kowalski' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Search active admins').fill('Newadmin');
  await dialog.getByRole('radio', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Assign Nadia Newadmin to Oliver Kowalski?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog.getByText('Admin assigned successfully')).toBeVisible();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('No job platform found')).toBeVisible();
  // The list already reads 'Assigned' (unassigned filter: the row left it).
  await dialog.getByRole('button', { name: 'Submit Details' }).click();
  await expect(page).toHaveURL(/\/updateplatform\/[0-9a-f-]{36}$/);
  const candidateId = page.url().split('/').pop()!;

  // The candidate is the new admin's now: the only one on their /assigned list (and in what the API gives them).
  await adminPage.goto('/assigned');
  await expect(adminPage.getByRole('row', { name: /Oliver Kowalski/ })).toBeVisible();
  const adminToken = await apiToken(request, { email, password: 'Admin@2026' });
  const theirs = await request.get('/api/users?role=user', { headers: { authorization: `Bearer ${adminToken}` } });
  expect(((await theirs.json()) as { data: { docs: { _id: string }[] } }).data.docs.map((user) => user._id)).toEqual([
    candidateId,
  ]);

  // 4. The update-platform wizard.
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await page.getByRole('checkbox', { name: /Seek/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Provide Your Login Details' })).toBeVisible();
  await page.getByLabel('Email or username').fill('oliver.k@example.com');
  await page.getByLabel('Password').fill('Seek@2026');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm Your Login Details' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await expect(page.getByLabel('Email or username')).toHaveValue('oliver.k@example.com');
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Job Platform Details Submitted Successfully!' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(/\/subscribers$/);
  const portals = await request.get(`/api/portals?user=${candidateId}`, {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const saved = ((await portals.json()) as { data: { docs: { name: string; credential: { email: string } }[] } }).data;
  expect(saved.docs.map((portal) => [portal.name, portal.credential.email])).toEqual([
    ['Seek', 'oliver.k@example.com'],
  ]);

  // 5. Suspend the admin: their open page goes to /login by itself (the server ends its live notification stream and
  // refuses the next one); their candidate is unassigned again.
  await page.goto('/admins');
  await page.getByLabel('Search admins by name or e-mail').fill(email);
  await page.getByRole('button', { name: 'Change status: Nadia Newadmin' }).click();
  await page.getByRole('menuitem', { name: 'Suspend' }).click();
  await expect(page.getByText('Admin status updated to suspended')).toBeVisible();
  await expect(page.getByRole('row', { name: /Nadia Newadmin/ }).getByText('Suspended')).toBeVisible();
  await expect(adminPage).toHaveURL(/\/login$/, { timeout: 15_000 });
  await expect(adminPage.getByText('Session Expired')).toBeVisible();
  await adminContext.close();
  const refused = await request.post('/api/auth/signin', { data: { email, password: 'Admin@2026' } });
  expect(refused.status()).toBe(403);

  await page.goto('/subscribers?filter=unassigned');
  await page.getByLabel('Search subscribers by name or e-mail').fill('Kowalski');
  await expect(
    page.getByRole('row', { name: /Oliver Kowalski/ }).getByRole('button', { name: 'Assign Admin: Oliver Kowalski' }),
  ).toBeEnabled();

  // 6. Reactivate: the audit log shows who did what.
  await page.goto('/admins');
  await page.getByLabel('Search admins by name or e-mail').fill(email);
  await page.getByRole('button', { name: 'Change status: Nadia Newadmin' }).click();
  await page.getByRole('menuitem', { name: 'Activate' }).click();
  await expect(page.getByText('Admin status updated to active')).toBeVisible();
  await page.getByRole('button', { name: 'Show activity: Nadia Newadmin' }).click();
  const activity = page.getByRole('region', { name: 'Activity: Nadia Newadmin' });
  await expect(activity.getByText(/Status set to active by Sam Super/)).toBeVisible();
  await expect(activity.getByText(/Status set to suspended by Sam Super/)).toBeVisible();
  await expect(activity.getByText(/Assigned Oliver Kowalski/)).toBeVisible();
  expect((await request.post('/api/auth/signin', { data: { email, password: 'Admin@2026' } })).status()).toBe(200);
});

for (const viewport of viewports) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('registered candidates: search and filters, the expandable row', async ({ page }) => {
      await asSuperAdmin(page, '/registered-candidates');
      const table = page.getByRole('table');
      await expect(table.getByRole('row')).not.toHaveCount(1);
      expect(await wordsSplit(page)).toEqual([]);
      await page.getByLabel('Search candidates by name or e-mail').fill('okafor');
      await expect(table.getByRole('row', { name: /Henry Okafor/ })).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(2);
      await page.getByLabel('Search candidates by name or e-mail').fill('');
      await page.getByLabel('State').selectOption('Western Australia');
      await page.getByLabel('Plan').selectOption('Gold');
      await expect(table.getByRole('row', { name: /Henry Okafor/ })).toBeVisible();
      await expect(table.getByRole('row')).toHaveCount(2);
      await table.getByRole('button', { name: 'Show more: Henry Okafor' }).click();
      await expect(table.getByText('Geologist')).toBeVisible();
      await expect(table.getByText('Western Australia')).toBeVisible();
      await table.getByRole('button', { name: 'View details: Henry Okafor' }).click();
      const modal = page.getByRole('dialog');
      await expect(modal.getByText('henry.okafor@subscribers.portal.test').first()).toBeVisible();
      expect(await severeViolations(page), 'candidate modal').toEqual([]);
      await modal.getByRole('button', { name: 'Close' }).last().click();
      await expect(modal).toHaveCount(0);
      await page.getByLabel('Experience level').selectOption('0-1 years');
      await expect(table.getByText('No candidates found')).toBeVisible();
      expect(await severeViolations(page)).toEqual([]);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    });

    test('every super-admin screen is axe-clean and fits', async ({ page }) => {
      // Eight axe runs on a shared, loaded machine.
      test.setTimeout(240_000);
      await asSuperAdmin(page, '/dashboard');
      await expect(page.getByRole('heading', { name: 'Subscribers with no admin' })).toBeVisible();
      for (const path of ['/dashboard', '/subscribers', '/admins', '/adminform']) {
        await page.goto(path);
        await expect(page.locator('main, [role=main]').first()).toBeVisible();
        if (path === '/subscribers')
          await expect(page.getByRole('button', { name: /Assign Admin:/ }).first()).toBeVisible();
        if (path === '/admins')
          await expect(page.getByRole('button', { name: /Change status:/ }).first()).toBeVisible();
        expect(await severeViolations(page), path).toEqual([]);
        expect(await horizontalOverflow(page), path).toBeLessThanOrEqual(0);
        expect(await wordsSplit(page), path).toEqual([]);
      }
      await page.goto('/subscribers');
      await page
        .getByRole('button', { name: /View details:/ })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Edit Profile' })).toBeVisible();
      expect(await severeViolations(page), 'subscriber modal').toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await page.goto('/subscribers');
      await page
        .getByRole('button', { name: /Assign Admin:/ })
        .first()
        .click();
      await expect(page.getByRole('dialog').getByRole('radio').first()).toBeVisible();
      expect(await severeViolations(page), 'assign flow').toEqual([]);
      await page.keyboard.press('Escape');
      await page
        .getByRole('link', { name: /Submit Details:/ })
        .first()
        .click();
      await expect(page.getByRole('checkbox', { name: /Seek/ })).toBeVisible();
      expect(await severeViolations(page), 'wizard').toEqual([]);
      expect(await horizontalOverflow(page), 'wizard').toBeLessThanOrEqual(0);
      await page.goto('/set-password?token=not-a-real-token');
      await expect(page.getByRole('alert')).toContainText('invalid or has already been used');
      expect(await severeViolations(page), 'set-password').toEqual([]);
      expect(await horizontalOverflow(page), 'set-password').toBeLessThanOrEqual(0);
    });
  });
}
