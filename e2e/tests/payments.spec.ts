import crypto from 'node:crypto';
import { expect, test } from './portal';
import type { Page } from '@playwright/test';
import { demo, latestMail, putMonthsOnSale, severeViolations, signIn, uniqueEmail } from './support';
import { completeProfile, registerAndVerify, uploadDocuments } from './onboarding-steps';

// Payments with the local test provider (no Stripe keys): the demo candidate buys months, is declined, authenticates.
// One server for the file, so the tests run in order and build on each other's purchases.
test.describe.configure({ mode: 'serial' });

async function signedInCandidate(page: Page) {
  // The first visit loads the onboarding remote: on a loaded machine that takes longer than support's 10 s.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible({ timeout: 60_000 });
  await signIn(page, demo.user);
  await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });
}

/** /upgrade → the plan's card → /pricing; answers the months it ticked (the first `count` that are free). */
async function chooseMonths(page: Page, plan: 'Silver' | 'Gold', count: number): Promise<string[]> {
  await page.goto('/upgrade');
  await page.getByRole('button', { name: `Choose ${plan}` }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  return tickMonths(page, count);
}

/**
 * On /pricing: ticks the first `count` months that are free and answers their names. From November on, when this
 * year has too few left, the candidate first buys December (putMonthsOnSale) and the page shows the next year.
 */
async function tickMonths(page: Page, count: number): Promise<string[]> {
  if (await putMonthsOnSale(page, count)) await page.reload();
  const boxes = page.getByRole('checkbox', { name: /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)/ });
  await expect(boxes).toHaveCount(12);
  const chosen: string[] = [];
  for (let index = 0; index < 12 && chosen.length < count; index++) {
    const box = boxes.nth(index);
    if (await box.isDisabled()) continue;
    await box.check();
    chosen.push((await box.locator('xpath=ancestor::label').innerText()).trim().slice(0, 3));
  }
  expect(chosen).toHaveLength(count);
  return chosen;
}

/** Proceeds to the summary (whose Total adds the Professional CV, ticked by default) and pays with the card. */
async function payWith(page: Page, cardNumber: string, expectedTotal: string) {
  await page.getByRole('button', { name: 'Proceed to Payment' }).click();
  const summary = page.getByRole('dialog', { name: 'Summary' });
  await expect(summary.getByText('Payment Details')).toBeVisible();
  await expect(summary.getByTestId('summary-total')).toHaveText(expectedTotal);
  await summary.getByRole('button', { name: 'Pay Now' }).click();
  const card = page.getByRole('dialog', { name: 'Card payment' });
  await card.getByLabel('Card number').fill(cardNumber);
  await card.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await card.getByLabel('CVC').fill('123');
  await card.getByRole('button', { name: 'Pay now' }).click();
}

/** Two Silver months ($240.00, $270.00 with the CV) paid with 4242: 'Payment succeeded', /payment-success, then /mysub; answers the invoice row. */
async function paySilverWith4242(page: Page, months: string[]) {
  await expect(page.getByTestId('pricing-total')).toHaveText('$240.00');
  await payWith(page, '4242 4242 4242 4242', '$270.00');
  await expect(page.getByText('Payment succeeded')).toBeVisible();
  await expect(page).toHaveURL(/\/payment-success$/);
  await expect(page.getByRole('heading', { name: 'Congratulations! Your upgrade plan is activated' })).toBeVisible();
  await page.getByRole('button', { name: 'Go Back to Dashboard' }).click();
  await expect(page).toHaveURL(/\/mysub$/);
  await expect(page.getByRole('heading', { name: /^Silver/ })).toBeVisible();
  return page.getByRole('row', { name: new RegExp(`Silver ${months.join(', ')}`) });
}

test('Silver, two months, 4242: Payment succeeded, /payment-success, /mysub shows Silver Active with the invoice, a receipt and its e-mail', async ({
  page,
  request,
}) => {
  await signedInCandidate(page);
  const months = await chooseMonths(page, 'Silver', 2);
  const row = await paySilverWith4242(page, months);
  await expect(row).toContainText('$270.00');
  await expect(row).toContainText('$24.55');
  await expect(row).toContainText('Active');
  const download = page.waitForEvent('download');
  await row.getByRole('button', { name: /^Download receipt/ }).click();
  const receipt = await download;
  expect(receipt.suggestedFilename()).toMatch(/^receipt-INV-\d{6}\.html$/);
  const mail = await latestMail(request, demo.user.email);
  expect(mail.subject).toMatch(/^Your receipt INV-\d{6}$/);
  expect(mail.text).toContain('Total (AUD, GST included): $270.00');
});

test('a brand-new candidate picks Silver on /subscription, pays two months with 4242 and sees the plan and invoice on /mysub', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('payments.new');
  await registerAndVerify(page, request, email);
  await completeProfile(page);
  await uploadDocuments(page);
  await page.getByRole('button', { name: 'Yes' }).click();
  await expect(page).toHaveURL(/\/subscription$/);
  await expect(page.getByRole('button', { name: 'Choose Silver' })).toBeVisible();
  expect(await severeViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Choose Silver' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  const months = await tickMonths(page, 2);
  const row = await paySilverWith4242(page, months);
  await expect(row).toContainText('$270.00');
  await expect(row).toContainText('Active');
  // The server, not the browser, says the plan is theirs now.
  const token = await page.evaluate(() => localStorage.getItem('portal.token'));
  const me = await request.get('/api/user/me', { headers: { authorization: `Bearer ${token}` } });
  expect(((await me.json()) as { data: { subscription: string | null } }).data.subscription).toEqual(
    expect.any(String),
  );
  const mail = await latestMail(request, email);
  expect(mail.subject).toMatch(/^Your receipt INV-\d{6}$/);
});

test("4000 0000 0000 9995 is declined: the provider's message, nothing charged", async ({ page }) => {
  await signedInCandidate(page);
  await chooseMonths(page, 'Gold', 1);
  await payWith(page, '4000 0000 0000 9995', '$50.00');
  await expect(page.getByRole('dialog', { name: 'Card payment' }).getByRole('alert')).toHaveText(
    'Your card has insufficient funds.',
  );
});

test('4000 0025 0000 3155: Fail says so; Complete activates; the month bought is then taken on the next purchase', async ({
  page,
}) => {
  await signedInCandidate(page);
  await chooseMonths(page, 'Gold', 1);
  await payWith(page, '4000 0025 0000 3155', '$50.00');
  await expect(page).toHaveURL(/\/payment-authentication\?/);
  await page.getByRole('button', { name: 'Fail' }).click();
  await expect(page).toHaveURL(/\/completepayment\?/);
  await expect(page.getByText('Your payment was not successful, please try again.')).toBeVisible();

  const [month] = await chooseMonths(page, 'Gold', 1);
  await payWith(page, '4000 0025 0000 3155', '$50.00');
  await page.getByRole('button', { name: 'Complete' }).click();
  await expect(page.getByText('Payment succeeded')).toBeVisible();
  await expect(page).toHaveURL(/\/payment-success$/);

  await page.goto('/upgrade');
  await page.getByRole('button', { name: 'Choose Gold' }).click();
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${month}`) })).toBeDisabled();
  await expect(page.getByRole('img', { name: `${month} is already covered` })).toBeVisible();
});

test('a forged or unsigned webhook gets 400', async ({ request }) => {
  const payload = JSON.stringify({
    id: 'evt_forged',
    type: 'payment_intent.succeeded',
    data: { object: { id: 'pi_x', object: 'payment_intent' } },
  });
  const timestamp = Math.floor(Date.now() / 1000);
  const forged = crypto.createHmac('sha256', 'whsec_guess').update(`${timestamp}.${payload}`).digest('hex');
  const attempts: Record<string, string>[] = [{ 'stripe-signature': `t=${timestamp},v1=${forged}` }, {}];
  for (const headers of attempts) {
    const answer = await request.post('/api/payments/webhook', {
      headers: { 'content-type': 'application/json', ...headers },
      data: payload,
    });
    expect(answer.status()).toBe(400);
  }
});

test("at 360 px /upgrade, /pricing and /mysub fit the screen (an invoice's receipt on it) and have no serious accessibility problems", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signedInCandidate(page);
  for (const path of ['/upgrade', '/pricing', '/mysub'] as const) {
    if (path === '/pricing') await chooseMonths(page, 'Silver', 0);
    else await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // The plan cards' choose buttons, white on the portal's blue (they were 4.1:1 on antd's lighter one).
    if (path === '/upgrade') await expect(page.getByRole('button', { name: 'Choose Silver' })).toBeVisible();
    // Each invoice is a card: its receipt button within the screen's width, not past a table scrolled sideways.
    if (path === '/mysub') {
      const receipt = page.getByRole('button', { name: /^Download receipt/ }).first();
      await expect(receipt).toBeVisible();
      const box = await receipt.boundingBox();
      expect(box!.x + box!.width, 'the receipt button is off-screen to the right').toBeLessThanOrEqual(360);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
    expect(await severeViolations(page), path).toEqual([]);
  }
});
