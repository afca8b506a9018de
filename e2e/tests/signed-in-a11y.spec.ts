import type { Locator } from '@playwright/test';
import { expect, test } from './portal';
import { demo, signIn, severeViolations, desktopAndPhone } from './support';

// The signed-in frame is themed once (the shell's plain CSS, the remotes' one antd theme): every role's
// dashboard, at desktop and at phone width, starts with no serious or critical axe findings.

for (const role of ['user', 'admin', 'superAdmin'] as const)
  for (const viewport of desktopAndPhone)
    test(`the ${role} dashboard at ${viewport.name} has no serious or critical axe findings`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, demo[role]);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId(`dashboard-${role}`)).toBeVisible();
      // The dashboard's data has arrived (no loading skeletons or spinners left to judge).
      await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
      // The sign-in toast fades by itself; judge the page, not the toast's fade.
      await expect(page.getByText('Login successful')).toBeHidden();
      expect(await severeViolations(page)).toEqual([]);
      if (viewport.width < 768) {
        // With the menu closed its button carries the unread count the Notifications entry shows (the demo candidate
        // has unread notifications).
        const menuButton = page.getByRole('button', { name: /^Open menu/ });
        const spoken = (locator: Locator) =>
          locator
            .locator('.portal-visually-hidden')
            .allTextContents()
            .then((texts) => texts.join(''));
        const buttonUnread = (await spoken(menuButton)).replace('Open menu', '');
        if (role === 'user') {
          expect(buttonUnread).toMatch(/^ \(\d+ unread\)$/);
          // Who is signed in leads the header; the candidate's experience and job-title strip sits under it.
          const names = await page.locator('.portal-header__who').boundingBox();
          const strip = await page.getByTestId('candidate-strip').boundingBox();
          expect(strip!.y).toBeGreaterThanOrEqual(names!.y + names!.height);
        }
        await expect(menuButton.locator('.portal-topbar__badge')).toHaveCount(buttonUnread ? 1 : 0);
        // The slide-over menu, open, is part of the frame too.
        await menuButton.click();
        const menu = page.getByRole('navigation', { name: 'Main menu' });
        await expect(menu).toBeVisible();
        const notifications = menu.getByRole('link', { name: /^Notifications/ });
        expect(await spoken(notifications)).toBe(buttonUnread);
        expect(await severeViolations(page)).toEqual([]);
      }
    });
