// Help articles end to end: the demo admin writes and edits an article on /articles, the demo candidate finds it
// on /help with the header's search, votes once, and a second vote is refused with 'You already voted.'. At desktop
// and at 360 px, with axe finding nothing serious or critical and no page wider than the screen.
import { expect, test } from './portal';
import type { Browser } from '@playwright/test';
import { demo, desktopAndPhone, horizontalOverflow, severeViolations, signIn } from './support';

async function signedIn(
  browser: Browser,
  account: { email: string; password: string },
  viewport: { width: number; height: number },
) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  // Any script an article smuggled in would show itself here.
  page.on('dialog', (dialog) => {
    throw new Error(`A dialog opened: ${dialog.message()}`);
  });
  // A cold server on a loaded machine: the first load of the sign-in page may take a while.
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible({ timeout: 60_000 });
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  return { context, page };
}

for (const viewport of desktopAndPhone) {
  test(`at ${viewport.name}: the admin writes and edits an article, the candidate finds it on /help and votes once`, async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const stamp = `${Date.now()}`;
    const title = `Casual work and your payment ${stamp}`;
    const revised = `Casual work, your payment and reporting ${stamp}`;

    // The demo admin on /articles: create mode.
    const admin = await signedIn(browser, demo.admin, viewport);
    await admin.page.goto('/articles');
    await expect(admin.page.getByRole('heading', { name: 'Create Help Article' })).toBeVisible();
    const list = admin.page.getByRole('region', { name: 'Existing Help Articles' });
    await expect(list.getByText('Spotting job scams')).toBeVisible();
    expect(await horizontalOverflow(admin.page)).toBeLessThanOrEqual(0);
    expect(await severeViolations(admin.page)).toEqual([]);

    await admin.page.getByRole('textbox', { name: 'Title' }).fill(title);
    const editor = admin.page.locator('.ql-editor');
    await editor.click();
    await admin.page.keyboard.type('Report casual earnings every fortnight, ');
    await admin.page.locator('.ql-toolbar button.ql-bold').click();
    await admin.page.keyboard.type('even small amounts');
    await admin.page.locator('.ql-toolbar button.ql-bold').click();
    await admin.page.keyboard.type('.');
    await admin.page.getByRole('combobox', { name: 'Level' }).selectOption('important');
    await admin.page.getByRole('button', { name: 'Create Article' }).click();
    await expect(admin.page.getByText('Article saved successfully')).toBeVisible();
    await expect(admin.page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await expect(editor).toHaveText('');
    await expect(list.getByText(title)).toBeVisible();

    // Edit mode: the fields filled in, the item highlighted; after the update, back to create mode, empty.
    await list.getByRole('button', { name: `Edit ${title}` }).click();
    await expect(admin.page.getByRole('heading', { name: 'Edit Help Article' })).toBeVisible();
    await expect(admin.page.getByRole('textbox', { name: 'Title' })).toHaveValue(title);
    await expect(editor).toContainText('even small amounts');
    await expect(admin.page.getByRole('combobox', { name: 'Level' })).toHaveValue('important');
    await expect(list.locator('li[aria-current="true"]')).toContainText(title);
    expect(await severeViolations(admin.page)).toEqual([]);
    await admin.page.getByRole('textbox', { name: 'Title' }).fill(revised);
    await editor.click();
    await admin.page.keyboard.press('ControlOrMeta+End');
    await admin.page.keyboard.type(' Workforce Australia counts it too.');
    await admin.page.getByRole('combobox', { name: 'Level' }).selectOption('urgent');
    await admin.page.getByRole('button', { name: 'Update Article' }).click();
    await expect(admin.page.getByText('Article saved successfully')).toBeVisible();
    await expect(admin.page.getByRole('heading', { name: 'Create Help Article' })).toBeVisible();
    await expect(admin.page.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    await expect(list.getByText(revised)).toBeVisible();
    await expect(list.locator('li[aria-current="true"]')).toHaveCount(0);
    await admin.context.close();

    // The demo candidate on /help: the header's search finds the revised article.
    const candidate = await signedIn(browser, demo.user, viewport);
    await candidate.page.goto('/help');
    await expect(candidate.page.getByRole('heading', { level: 2, name: 'Help Center' })).toBeVisible();
    await expect(candidate.page.getByRole('heading', { name: 'Spotting job scams' })).toBeVisible();
    expect(await horizontalOverflow(candidate.page)).toBeLessThanOrEqual(0);
    expect(await severeViolations(candidate.page)).toEqual([]);
    const search = candidate.page.getByRole('searchbox', { name: 'Search help articles' });
    await search.fill(stamp);
    await search.press('Enter');
    await expect(candidate.page).toHaveURL(new RegExp(`/help\\?search=${stamp}$`));
    const article = candidate.page.getByRole('article', { name: revised });
    await expect(article).toBeVisible();
    await expect(candidate.page.getByRole('article')).toHaveCount(1);
    await expect(article.locator('strong')).toHaveText('even small amounts');
    await expect(article).toContainText('Workforce Australia counts it too.');
    await expect(article.getByText('urgent')).toBeVisible();

    // The level: urgent keeps it, interesting does not.
    const sort = candidate.page.getByRole('combobox', { name: 'Sort by' });
    await sort.selectOption('interesting');
    await expect(candidate.page.getByText('No articles found.')).toBeVisible();
    await sort.selectOption('urgent');
    await expect(article).toBeVisible();

    // One vote counts; the second is refused by the server.
    await article.getByRole('button', { name: 'Yes' }).click();
    await expect(article.getByText('Vote processed successfully.')).toBeVisible();
    await expect(article.getByText('1 found this helpful')).toBeVisible();
    await expect(article.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
    await article.getByRole('button', { name: 'No' }).click();
    await expect(article.getByText('You already voted.')).toBeVisible();
    await expect(article.getByText('1 found this helpful')).toBeVisible();
    expect(await horizontalOverflow(candidate.page)).toBeLessThanOrEqual(0);
    expect(await severeViolations(candidate.page)).toEqual([]);

    await candidate.page.getByRole('link', { name: 'Contact Us' }).click();
    await expect(candidate.page).toHaveURL(/\/contact$/);
    await candidate.context.close();
  });
}
