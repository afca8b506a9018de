import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { loadRouteTable, menuForRole, type AppRoute } from '../../shell/routes/index.cjs';

/** The accounts the first start seeds (api/src/seed); the README lists the same. */
export const demo = {
  superAdmin: { email: 'superadmin@portal.test', password: 'Portal@2026' },
  admin: { email: 'admin@portal.test', password: 'Portal@2026' },
  user: { email: 'candidate@portal.test', password: 'Portal@2026' },
} as const;

/** The route table, as the shell's build reads it (shell/routes/<area>.json): every route, its guard and menu data. */
export const routeTable: readonly AppRoute[] = loadRouteTable();

/** The titles of a role's menu links in order, derived from the route table (Logout is a button, not a link). */
export const menuTitles = (role: keyof typeof demo): string[] =>
  menuForRole(routeTable, role).map((entry) => entry.title);

type OutboxMessage = { subject: string; text: string; html?: string; status: string; createdAt: string };

/** The newest message the dev outbox holds for this address (on the suite's server, or the one at `base`). */
export async function latestMail(request: APIRequestContext, to: string, base = ''): Promise<OutboxMessage> {
  let message: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      const response = await request.get(`${base}/api/dev/outbox?to=${encodeURIComponent(to)}`);
      const body = (await response.json()) as { data: OutboxMessage[] };
      message = body.data[0];
      return message ? 1 : 0;
    })
    .toBe(1);
  return message!;
}

export function sixDigitCode(text: string): string {
  const code = /\b(\d{6})\b/.exec(text)?.[1];
  if (!code) throw new Error(`no six-digit code in: ${text}`);
  return code;
}

export async function signIn(page: Page, account: { email: string; password: string }) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;
}

/**
 * A candidate signed up and verified through the API, the way the browser makes one (an account of its own for a test
 * that changes it): its e-mail (`uniqueEmail(label)`), password and session token.
 */
export async function verifiedCandidate(
  request: APIRequestContext,
  label: string,
  name: { firstName: string; lastName: string },
  password = 'Seeker@2026',
) {
  const email = uniqueEmail(label);
  const signup = await request.post('/api/auth/signup', {
    data: { ...name, email, password, agreed: true, role: 'user' },
  });
  expect(signup.status()).toBe(201);
  const verified = await request.post('/api/auth/email-verification', {
    data: { email, token: sixDigitCode((await latestMail(request, email)).text) },
  });
  expect(verified.status()).toBe(200);
  const { token } = ((await verified.json()) as { data: { token: string } }).data;
  return { email, password, token };
}

/**
 * Pre-rendered pages (/, /about, /faq, /resources, /welcome) arrive as markup; the app takes them over a
 * moment later. Clicks in between are replayed, but what they change shows only then: wait for it first.
 */
export async function appTookOver(page: Page) {
  await expect(page.locator('#root')).not.toHaveAttribute('data-prerendered');
}

/** Fills the job-alert sign-up on /job-alerts (choices by their labels) and presses Subscribe. */
export async function signUpForJobAlerts(
  page: Page,
  choice: { email: string; experience: string; locations: string[]; salary: string },
) {
  await page.getByLabel('Email', { exact: true }).fill(choice.email);
  await page.getByLabel(choice.experience).check();
  for (const location of choice.locations) await page.getByLabel(location).check();
  await page.getByLabel(choice.salary).check();
  await page.getByRole('button', { name: 'Subscribe' }).click();
}

/** The link (with its token) in an e-mail's text. */
export function linkIn(text: string): string {
  const link = /https?:\/\/\S+\?token=[\w-]+/.exec(text)?.[0];
  if (!link) throw new Error(`no link in: ${text}`);
  return link;
}

/** The two widths every signed-in page is checked at. */
export const desktopAndPhone = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '360 px', width: 360, height: 740 },
] as const;

/** axe's serious and critical findings on the page as it is now (WCAG 2.1 A/AA and best practice). */
export async function severeViolations(page: Page): Promise<string[]> {
  // A modal fading in has half-transparent text for a moment: axe reads its contrast once the animations end.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().endTime === Infinity,
      ),
  );
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** How many pixels the page is wider than the window (0 or less: no sideways scrolling). */
export const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/**
 * The words split across two lines ('Silve' / 'r') in the page's table cells, or in what `selector` names: a table
 * or a row of labels squeezing a box below its longest word. Text may wrap between words or after a hyphen
 * ('Full-' / 'Time'); a table scrolls sideways rather than split a word.
 */
export const wordsSplit = (page: Page, selector = 'td, th') =>
  page.evaluate((selector) => {
    const split: string[] = [];
    for (const box of Array.from(document.querySelectorAll(selector))) {
      const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/[^\s-]+/g)) {
          const range = document.createRange();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set(
            Array.from(range.getClientRects())
              .filter((rect) => rect.width > 0)
              .map((rect) => rect.top),
          );
          if (lines.size > 1) split.push(word[0]);
        }
      }
    }
    return split;
  }, selector);

/**
 * Puts at least `count` months on sale for the candidate signed in on `page`, whatever the day: months a test may
 * tick without the year on sale moving on. This year's months before December count (buying December puts the next
 * year on sale instead); from November on, when fewer of them are left than `count`, the candidate first buys
 * December of this year, Silver with 4242, through the API as /pricing would (a receipt e-mail, an invoice on
 * /mysub), so the next year goes on sale with its twelve months. Answers whether it bought December (the page's
 * months are then out of date).
 */
export async function putMonthsOnSale(page: Page, count: number): Promise<boolean> {
  const token = await page.evaluate(() => localStorage.getItem('portal.token'));
  expect(token, 'a candidate is signed in').toBeTruthy();
  const headers = { authorization: `Bearer ${token}` };
  const answer = await page.request.get('/api/check-available-months-for-user', { headers });
  expect(answer.status()).toBe(200);
  const sale = ((await answer.json()) as { data: { year: number; overlapped: string[]; past: string[] } }).data;
  if (sale.year !== new Date().getUTCFullYear()) return false;
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov'];
  const free = months.filter((month) => !sale.overlapped.includes(month) && !sale.past.includes(month));
  if (free.length >= count) return false;
  const order = await page.request.post('/api/create-payment', {
    headers,
    data: { months: ['Dec'], subscriptionPlanID: 'Silver', tailorCV: false },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { client_secret: clientSecret } = ((await order.json()) as { data: { client_secret: string } }).data;
  const paid = await page.request.post('/api/payments/local/confirm', {
    headers,
    data: { client_secret: clientSecret, cardNumber: '4242424242424242', expiry: '12 / 34', cvc: '123' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  expect(((await paid.json()) as { data: { status: string } }).data.status).toBe('succeeded');
  return true;
}
