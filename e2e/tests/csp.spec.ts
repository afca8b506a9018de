import { expect, test } from './portal';
import type { Page } from '@playwright/test';
import { appTookOver, demo, routeTable, signIn } from './support';

/**
 * The portal runs under its Content-Security-Policy with no violation: every route of the route table, opened as
 * each kind of visitor, must load without the browser blocking anything (issue 11). A violation is caught both as
 * a `securitypolicyviolation` event and as the console message Chromium prints for it.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  page.on('console', (message) => {
    const text = message.text();
    if (/CSP violation|Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(text))
      violations.push(`${page.url()}: ${text}`);
  });
  return violations;
}

/**
 * Files the browser asked for and the server did not have (the icon a browser fetches on its own, a stylesheet, a
 * chunk): Chromium prints each as 'Failed to load resource'. The API's 4xx answers are expected on some routes
 * (a set-password page without its link), so only files outside /api are counted.
 */
function watchMissingFiles(page: Page): string[] {
  const missing: string[] = [];
  page.on('console', (message) => {
    const url = message.location().url;
    if (/Failed to load resource/.test(message.text()) && url && !new URL(url).pathname.startsWith('/api/'))
      missing.push(`${page.url()}: ${url} ${message.text()}`);
  });
  return missing;
}

/** Opens a route as a new navigation (so its HTML and CSP are the server's) and waits for its page to settle. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
  await appTookOver(page);
  await expect(page.locator('.page-loading')).toHaveCount(0, { timeout: 15_000 });
  // No component's code shown as text (a JSX condition left outside its braces rendered both branches on
  // /selectplatform, with 'step === 'done' ? (' between them).
  expect(await page.locator('body').innerText(), path).not.toMatch(/\w === '|\) : \(/);
}

const visitors = ['anonymous', 'user', 'admin', 'superAdmin'] as const;

for (const visitor of visitors) {
  test(`every route runs under the CSP with no violation and no missing file: ${visitor}`, async ({ page }) => {
    // Some thirty full page loads per visitor.
    test.setTimeout(600_000);
    const violations = await watchViolations(page);
    const missing = watchMissingFiles(page);
    if (visitor !== 'anonymous') {
      await signIn(page, demo[visitor]);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    for (const route of routeTable) await visit(page, route.path);
    expect(violations).toEqual([]);
    expect(missing).toEqual([]);
  });
}

test('a script the policy does not allow is blocked and reported (the watch works)', async ({ page }) => {
  const violations = await watchViolations(page);
  await visit(page, '/about');
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true;';
    document.body.append(script);
  });
  await expect.poll(() => violations.length).toBeGreaterThan(0);
  expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
});
