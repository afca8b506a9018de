import { mkdtempSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './portal';
import type { Browser, Page } from '@playwright/test';
import { startPortal, type PortalServer } from './portal-server';
import { demo, severeViolations, signIn } from './support';

/** The number on the Notifications menu entry (0 when the badge is hidden). */
async function badge(page: Page): Promise<number> {
  const text = await page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /Notifications/ })
    .innerText();
  return Number(/(\d+)/.exec(text)?.[1] ?? 0);
}

async function signedIn(
  browser: Browser,
  account: { email: string; password: string },
  viewport?: { width: number; height: number },
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  const page = await context.newPage();
  // Any script a notification smuggled in would show itself here.
  page.on('dialog', (dialog) => {
    throw new Error(`A dialog opened: ${dialog.message()}`);
  });
  // A cold server on a loaded machine: the first load of the sign-in page may take a while.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible({ timeout: 60_000 });
  await signIn(page, account);
  await expect(page).toHaveURL(/\/(dashboard|complete)$/);
  return { context, page };
}

test('the super admin writes a formatted notification; the candidate sees the badge rise live, reads it, and it goes down', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const candidate = await signedIn(browser, demo.user);
  await expect(candidate.page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  await expect.poll(() => badge(candidate.page)).toBeGreaterThan(0);
  const before = await badge(candidate.page);

  const superAdmin = await signedIn(browser, demo.superAdmin);
  await superAdmin.page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: 'Create notification' })
    .click();
  await expect(superAdmin.page.getByRole('heading', { name: 'Create Notification', exact: true })).toBeVisible();
  const title = `Interview week ${Date.now()}`;
  await superAdmin.page.getByRole('textbox', { name: 'Title' }).fill(title);
  const editor = superAdmin.page.locator('.ql-editor');
  await expect(editor).toHaveAttribute('data-placeholder', 'Write your notification here...');
  await editor.click();
  await superAdmin.page.locator('.ql-toolbar button.ql-bold').click();
  await superAdmin.page.keyboard.type('Important');
  await superAdmin.page.locator('.ql-toolbar button.ql-bold').click();
  await superAdmin.page.keyboard.type(' news for everyone');
  await superAdmin.page.keyboard.press('Enter');
  await superAdmin.page.locator('.ql-toolbar button.ql-list[value="ordered"]').click();
  await superAdmin.page.keyboard.type('Bring your CV');
  await superAdmin.page.getByRole('checkbox', { name: 'Send to all users' }).check();
  await superAdmin.page.getByRole('button', { name: 'Send Notification' }).click();
  await expect(superAdmin.page.getByText('Notification sent successfully!')).toBeVisible();
  await expect(superAdmin.page.getByRole('textbox', { name: 'Title' })).toHaveValue('');

  // No reload: the stream brings the new count.
  await expect.poll(() => badge(candidate.page), { timeout: 5_000 }).toBe(before + 1);

  await candidate.page
    .getByRole('navigation', { name: 'Main menu' })
    .getByRole('link', { name: /Notifications/ })
    .click();
  await expect(candidate.page.getByText('Select a notification to read')).toBeVisible();
  const item = candidate.page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('button')
    .filter({ hasText: 'Important news for everyone' });
  await expect(item).toHaveCSS('font-weight', '700');
  await expect(item).toContainText('Sam');
  await expect(item).toContainText('Super Admin');
  await item.click();
  const message = candidate.page.getByTestId('notification-message');
  await expect(message.locator('strong')).toHaveText('Important');
  await expect(message.locator('ol li')).toHaveText('Bring your CV');
  await expect(candidate.page.getByRole('heading', { level: 3, name: title })).toBeVisible();
  await expect.poll(() => badge(candidate.page)).toBe(before);
  await expect(item).toHaveCSS('font-weight', '400');

  await candidate.context.close();
  await superAdmin.context.close();
});

test('a notification carrying script shows as text and links only: nothing runs', async ({ browser, request }) => {
  const signin = await request.post('/api/auth/signin', { data: demo.admin });
  const token = ((await signin.json()) as { data: { token: string } }).data.token;
  const users = await request.get('/api/users?role=user&search=candidate%40portal.test', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const candidateId = ((await users.json()) as { data: { docs: { _id: string }[] } }).data.docs[0]!._id;
  const title = `Attack ${Date.now()}`;
  const sent = await request.post('/api/notification', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title,
      message:
        '<p>Harmless words</p><img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>' +
        '<a href="javascript:window.__pwned=3">click me</a><svg onload="window.__pwned=4"></svg>' +
        '<iframe src="javascript:window.__pwned=5"></iframe><a href="https://example.com" onclick="window.__pwned=6">safe link</a>',
      selectedUser: [candidateId],
    },
  });
  expect(sent.status()).toBe(201);

  const candidate = await signedIn(browser, demo.user);
  await candidate.page.goto('/notification');
  await candidate.page
    .getByRole('list', { name: 'Notifications' })
    .getByRole('button')
    .filter({ hasText: 'Harmless words' })
    .first()
    .click();
  const message = candidate.page.getByTestId('notification-message');
  await expect(message).toContainText('Harmless words');
  // A link whose address was refused keeps its words and loses the address (no href: not even a link role).
  await expect(message.getByText('click me')).not.toHaveAttribute('href');
  await expect(message.getByRole('link', { name: 'safe link' })).toHaveAttribute('rel', 'noopener noreferrer');
  await message.getByText('click me').click();
  await expect(message.locator('img, script, svg, iframe')).toHaveCount(0);
  expect(await candidate.page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  await candidate.context.close();
});

test('at 360 px the inbox shows the list or the message, with Back to Notifications', async ({ browser }) => {
  const candidate = await signedIn(browser, demo.user, { width: 360, height: 740 });
  await candidate.page.goto('/notification');
  const list = candidate.page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('button').first()).toBeVisible();
  // Each notification's time is read too (it was #8c8c8c, 3.4:1 on white).
  expect(await severeViolations(candidate.page)).toEqual([]);
  await list.getByRole('button').first().click();
  await expect(list).toBeHidden();
  await expect(candidate.page.getByTestId('notification-message')).toBeVisible();
  expect(await severeViolations(candidate.page)).toEqual([]);
  await candidate.page.getByRole('button', { name: 'Back to Notifications' }).click();
  await expect(list).toBeVisible();
  await candidate.context.close();
});

test('two API instances on one PostgreSQL: the sender on one, the reader on the other, the badge rises live', async ({
  browser,
  request,
  portal,
}) => {
  test.setTimeout(300_000);
  const requireFromApi = createRequire(join(__dirname, '..', '..', 'api', 'package.json'));
  type PgClient = { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> };
  const pg = requireFromApi('pg') as { Client: new (options: { connectionString: string }) => PgClient };
  const server = process.env.E2E_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const database = `portal_e2e_notifications_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${database}`);
  const databaseUrl = Object.assign(new URL(server), { pathname: `/${database}` }).href;
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-e2e-two-'));
  const instances: PortalServer[] = [];
  try {
    // One after the other: the first migrates and seeds, the second finds it done.
    for (const folder of ['a', 'b'])
      instances.push(
        await startPortal({
          port: 0,
          dataDir: join(dataDir, folder),
          databaseUrl,
          env: { RATE_LIMIT_AUTH_PER_MINUTE: '1000', REMOTES_JSON: portal.remotesJson },
        }),
      );
    const sender = instances[0]!;
    const reader = instances[1]!;

    const context = await browser.newContext({ baseURL: reader.url });
    const page = await context.newPage();
    page.on('dialog', (dialog) => {
      throw new Error(`A dialog opened: ${dialog.message()}`);
    });
    await signIn(page, demo.user);
    await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
    await expect.poll(() => badge(page)).toBeGreaterThan(0);
    const before = await badge(page);

    const signin = await request.post(`${sender.url}/api/auth/signin`, { data: demo.superAdmin });
    const token = ((await signin.json()) as { data: { token: string } }).data.token;
    const sent = await request.post(`${sender.url}/api/notification`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { title: 'Across instances', message: '<p>From <strong>the other</strong> instance</p>', allUser: true },
    });
    expect(sent.status()).toBe(201);
    await expect.poll(() => badge(page), { timeout: 5_000 }).toBe(before + 1);

    await page
      .getByRole('navigation', { name: 'Main menu' })
      .getByRole('link', { name: /Notifications/ })
      .click();
    await page
      .getByRole('list', { name: 'Notifications' })
      .getByRole('button')
      .filter({ hasText: 'From the other instance' })
      .click();
    await expect(page.getByTestId('notification-message').locator('strong')).toHaveText('the other');
    await expect.poll(() => badge(page)).toBe(before);
    await context.close();
  } finally {
    for (const instance of instances) await instance.stop();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
});
