import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { demo, signIn } from './support';

// The signed-in frame is themed once (the shell's plain CSS, the remotes' one antd theme): every role's
// dashboard, at desktop and at phone width, starts with no serious or critical axe findings.
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '360 px', width: 360, height: 740 },
] as const;

async function severeFindings(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

for (const role of ['user', 'admin', 'superAdmin'] as const)
  for (const viewport of viewports)
    test(`the ${role} dashboard at ${viewport.name} has no serious or critical axe findings`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await signIn(page, demo[role]);
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByTestId(`dashboard-${role}`)).toBeVisible();
      // The dashboard's data has arrived (no loading skeletons or spinners left to judge).
      await expect(page.locator('.ant-skeleton, .ant-spin-spinning')).toHaveCount(0);
      // The sign-in toast fades by itself; judge the page, not the toast's fade.
      await expect(page.getByText('Login successful')).toBeHidden();
      expect(await severeFindings(page)).toEqual([]);
      if (viewport.width < 768) {
        // The slide-over menu, open, is part of the frame too.
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
        expect(await severeFindings(page)).toEqual([]);
      }
    });
