// The candidate's own records as files: the proof-of-job-search export on /application (a PDF and a CSV whose
// rows are the table's rows of the chosen days) and My data in /setting (the zip, and the account deletion by a
// candidate of its own), at desktop and at 360 px, with axe finding nothing serious.
import { readFile } from 'node:fs/promises';
import { expect, test } from './portal';
import type { APIRequestContext, Page } from '@playwright/test';
import { demo, signIn, severeViolations, horizontalOverflow, desktopAndPhone, verifiedCandidate } from './support';

/** A local day as YYYY-MM-DD, `daysAgo` days before today. */
const isoDay = (daysAgo: number) => {
  const date = new Date();
  date.setDate(date.getDate() - daysAgo);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};
/** '5 Mar 2026' as YYYY-MM-DD. */
const dayOfBritish = (text: string) => {
  const date = new Date(`${text} 12:00`);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
};

/** Every row of the history table (all pages), as its six cells. */
async function tableRows(page: Page): Promise<string[][]> {
  const rows: string[][] = [];
  for (;;) {
    const body = page.locator('.ant-table-tbody tr.ant-table-row');
    await expect(body.first()).toBeVisible();
    for (const row of await body.all()) rows.push((await row.locator('td').allInnerTexts()).map((cell) => cell.trim()));
    const next = page.getByRole('button', { name: 'Next page' });
    if ((await next.count()) === 0 || (await next.isDisabled())) break;
    const first = await body.first().innerText();
    await next.click();
    await expect.poll(() => body.first().innerText()).not.toBe(first);
  }
  return rows;
}

/** The table rows of a CSV export (after its heading block), each split into cells. */
function csvRows(text: string): string[][] {
  const lines = text
    .replace(/^\ufeff/, '')
    .trimEnd()
    .split('\r\n');
  const header = lines.indexOf('Date,Job title,Company,Location,Platform,Type');
  expect(header).toBeGreaterThan(0);
  return lines.slice(header + 1).map((line) =>
    [...line.matchAll(/("(?:[^"]|"")*"|[^,]*)(?:,|$)/g)]
      .map((match) => match[1]!)
      .slice(0, 6)
      .map((cell) => (cell.startsWith('"') ? cell.slice(1, -1).replace(/""/g, '"') : cell)),
  );
}

const freshCandidate = (request: APIRequestContext, label: string) =>
  verifiedCandidate(request, label, { firstName: 'Dana', lastName: 'Deleter' });

for (const viewport of desktopAndPhone) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test("Export downloads a PDF and a CSV whose rows are the table's rows of the chosen days", async ({ page }) => {
      await signIn(page, demo.user);
      await expect(page).toHaveURL(/\/dashboard$/);
      await page.goto('/application');
      const all = await tableRows(page);
      expect(all.length).toBeGreaterThanOrEqual(25);

      await page.getByRole('button', { name: 'Export', exact: true }).click();
      const from = isoDay(40);
      const to = isoDay(10);
      await page.getByLabel('From').fill(from);
      await page.getByLabel('To').fill(to);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await severeViolations(page)).toEqual([]);

      const csvDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download CSV' }).click();
      const csv = await csvDownload;
      expect(csv.suggestedFilename()).toBe(`job-search-${from}-to-${to}.csv`);
      const exported = csvRows(await readFile((await csv.path())!, 'utf8'));
      const expected = all.filter((row) => {
        const day = dayOfBritish(row[0]!);
        return day >= from && day <= to;
      });
      expect(expected.length).toBeGreaterThan(0);
      expect(expected.length).toBeLessThan(all.length);
      expect(exported).toEqual(expected);
      await expect(page.getByText('Your CSV file has been downloaded.')).toBeVisible();

      const pdfDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF' }).click();
      const pdf = await pdfDownload;
      expect(pdf.suggestedFilename()).toBe(`job-search-${from}-to-${to}.pdf`);
      const bytes = await readFile((await pdf.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      await expect(page.getByText('Your PDF report has been downloaded.')).toBeVisible();

      // A start after the end is refused on the page.
      await page.getByLabel('From').fill(to);
      await page.getByLabel('To').fill(from);
      await page.getByRole('button', { name: 'Download PDF' }).click();
      await expect(page.getByRole('alert')).toHaveText('The start date must be on or before the end date.');
    });

    test('My data: the zip downloads; the account is deleted by its password and signs in no more', async ({
      page,
      request,
    }) => {
      const account = await freshCandidate(request, `e2e.delete.${viewport.width}`);
      await signIn(page, account);
      await expect(page).not.toHaveURL(/\/login$/);
      await page.goto('/setting');
      await page.getByRole('tab', { name: 'My data' }).click();
      await expect(page.getByRole('button', { name: 'Download my data' })).toBeVisible();
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await severeViolations(page)).toEqual([]);

      const zipDownload = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download my data' }).click();
      const zip = await readFile((await (await zipDownload).path())!);
      expect(zip.subarray(0, 2).toString()).toBe('PK');
      expect(zip.includes(Buffer.from('my-data.json'))).toBe(true);

      await page.getByLabel('Enter your password to confirm').fill('Not-my-password1');
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page.getByText('The password is not correct.')).toBeVisible();

      await page.getByLabel('Enter your password to confirm').fill(account.password);
      await page.getByRole('button', { name: 'Delete my account' }).click();
      await expect(page).toHaveURL(/\/login/);
      await expect(page.getByText('Your account has been deleted.')).toBeVisible();
      const again = await request.post('/api/auth/signin', { data: account });
      expect(again.status()).not.toBe(200);
    });
  });
}
