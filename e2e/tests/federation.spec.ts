import { expect, test } from '@playwright/test';
import { demo, signIn } from './support';

test('/remotes.json names five remotes whose manifests load', async ({ request }) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  expect(Object.keys(remotes).sort()).toEqual([
    'mfe_candidate',
    'mfe_onboarding',
    'mfe_payments',
    'mfe_public',
    'mfe_staff',
  ]);
  for (const [name, url] of Object.entries(remotes)) {
    const manifest = await request.get(url);
    expect(manifest.ok(), `${name} manifest at ${url}`).toBe(true);
    expect(((await manifest.json()) as { name?: string }).name).toBe(name);
  }
});

test('one unreachable remote leaves the shell working, shows the message, and Retry recovers', async ({ page }) => {
  let blocked = true;
  await page.route('**/remotes/mfe-staff/**', (route) => (blocked ? route.abort() : route.continue()));
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Something went wrong.')).toBeVisible();
  // The layout and menu keep working.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Assigned Candidates' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Alex Admin');
  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('dashboard-admin')).toBeVisible();
});

test('exactly one React and one session store in the page', async ({ page }) => {
  await signIn(page, demo.user);
  await expect(page.getByTestId('dashboard-user')).toBeVisible();
  // Every federation instance (shell, each loaded remote) lists the shared modules it uses; a singleton
  // is one copy when all of them point at the same provider.
  const providers = await page.evaluate(() => {
    type Shared = { from: string; loaded?: boolean; useIn?: string[] };
    const share =
      (
        globalThis as {
          __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Shared>>>> };
        }
      ).__FEDERATION__?.__SHARE__ ?? {};
    const seen: Record<string, { from: string[]; users: string[] }> = {};
    for (const scopes of Object.values(share))
      for (const [pkg, versions] of Object.entries(scopes.default ?? {}))
        for (const shared of Object.values(versions))
          if (shared.loaded) {
            const entry = (seen[pkg] ??= { from: [], users: [] });
            if (!entry.from.includes(shared.from)) entry.from.push(shared.from);
            for (const user of shared.useIn ?? []) if (!entry.users.includes(user)) entry.users.push(user);
          }
    return seen;
  });
  expect(providers['react']?.from).toEqual(['shell']);
  expect(providers['@portal/shared']?.from).toEqual(['shell']);
  // The candidate remote really uses them: the same store the shell signed in with.
  expect(providers['@portal/shared']?.users).toEqual(expect.arrayContaining(['shell', 'mfe_candidate']));
});
