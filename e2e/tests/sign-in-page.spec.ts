import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './portal';
import type { Page } from '@playwright/test';
import { appTookOver, demo } from './support';

// /login, the page every returning user opens first: pre-rendered by the server, plain markup (no antd).

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('/login arrives rendered: the sign-in form paints before any script runs', async ({ page }) => {
    await page.goto('/login');
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'mfe_onboarding/Login');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign In' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    await expect(page.locator('[data-prerender-outlet]')).toHaveCount(0);
  });
});

/** Holds the sign-in remote's code (so the app cannot take over) until the returned function is called. */
async function holdOnboardingRemote(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/remotes/mfe-onboarding/remoteEntry.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('what is typed before the app takes over is kept, and signs in', async ({ page }) => {
  await page.addInitScript(() => {
    new MutationObserver(() => {
      if (document.querySelector('.page-loading')) document.documentElement.dataset.sawLoading = 'yes';
    }).observe(document, { childList: true, subtree: true });
  });
  const release = await holdOnboardingRemote(page);
  await page.goto('/login', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'mfe_onboarding/Login');
  await page.getByLabel('Email').fill(demo.user.email);
  await page.getByLabel('Password', { exact: true }).fill(demo.user.password);
  release();
  await appTookOver(page);
  await expect(page.getByLabel('Email')).toHaveValue(demo.user.email);
  await expect(page.getByLabel('Password', { exact: true })).toHaveValue(demo.user.password);
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.dataset.sawLoading)).toBeUndefined();
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('/login carries no antd and has no accessibility findings at all', async ({ page }) => {
  await page.goto('/login');
  await appTookOver(page);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeEnabled();
  // antd's CSS-in-JS writes its styles into <style data-css-hash> and its components carry ant- classes.
  await expect(page.locator('style[data-css-hash], [class*="ant-"]')).toHaveCount(0);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
});
