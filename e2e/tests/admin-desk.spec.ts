// The admin's desk as the demo admin works through it (issue 15): find a candidate and open their modal, reveal a
// password and see the reveal on the candidate's /profile in another browser, replace a CV, proceed to a platform and
// record an application, find it in job history and on the candidate's /application (earlier ones keep their CV),
// and hit the Free quota; the pages at 360 px, axe finding nothing serious.
import path from 'node:path';
import { expect, test } from './portal';
import type { APIRequestContext, Page } from '@playwright/test';
import { demo, horizontalOverflow, severeViolations, signIn, wordsSplit } from './support';

const seededPassword = demo.admin.password;
const olivia = { email: 'olivia.brown@mail.portal.test', password: seededPassword };
const newCv = path.resolve(__dirname, '../../api/assets/demo/casey-candidate-cv-2025.pdf');

async function openAsAdmin(page: Page, path: string) {
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto(path);
}

/** Searches /assigned and opens the one candidate's modal. */
async function openCandidate(page: Page, search: string, name: string) {
  await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill(search);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await row.getByRole('button', { name: 'View details' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name })).toBeVisible();
  return dialog;
}

async function applicationsOf(request: APIRequestContext, account: { email: string; password: string }) {
  const signin = await request.post('/api/auth/signin', { data: account });
  const token = ((await signin.json()) as { data: { token: string } }).data.token;
  const answer = await request.get('/api/applications?limit=100', { headers: { authorization: `Bearer ${token}` } });
  return ((await answer.json()) as { data: { docs: { title: string; company: string; cvName?: string }[] } }).data.docs;
}

/** Continue → the platform → Continue, then fills and submits the form. */
async function applyOn(page: Page, platform: string, job: { title: string; company: string }) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByText('Proceed to Job Platform')).toBeVisible();
  await dialog.getByRole('radio', { name: platform }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/applicationform$/);
  await page.getByLabel('Name of company').fill(job.company);
  await page.getByLabel('Location').fill('Brisbane QLD');
  await page.getByLabel('Job Title').fill(job.title);
  await page.getByLabel('Job Description').fill('Day shifts on a surgical ward.');
  await page.getByLabel('Job Level').fill('Mid Level');
  await page.getByLabel('Duration').fill('Permanent');
  await page.getByLabel('Salary').fill('$95,000');
  await page.getByLabel('Type', { exact: true }).selectOption('Full-Time');
  await page.getByLabel('Application Type').selectOption('Apply');
  await page.getByRole('button', { name: 'Submit' }).click();
}

test.describe('the demo admin at their desk', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("a candidate's Word cover letter downloads under its own name, with no blank tab left open", async ({
    page,
  }) => {
    await openAsAdmin(page, '/assigned');
    const dialog = await openCandidate(page, 'olivia', 'Olivia Brown');
    const popups: unknown[] = [];
    page.on('popup', (popup) => popups.push(popup));
    const download = page.waitForEvent('download');
    await dialog.getByRole('link', { name: /Olivia Brown cover letter\.docx/ }).click();
    expect((await download).suggestedFilename()).toBe('Olivia Brown cover letter.docx');
    expect(popups).toEqual([]);
  });

  test('reveals a platform password; the candidate sees the reveal on /profile in another browser', async ({
    page,
    browser,
  }) => {
    await openAsAdmin(page, '/assigned');
    const dialog = await openCandidate(page, 'casey', 'Casey Candidate');
    const indeed = dialog.getByTestId('login-Indeed');
    // The phone the demo candidate's onboarding gave, stored in E.164, shown as it is written.
    await expect(dialog.getByText('+61 412 345 678')).toBeVisible();
    await expect(indeed.getByText('••••••••')).toBeVisible();
    await expect(indeed.getByText('Indeed@Demo2026')).toHaveCount(0);
    expect(await severeViolations(page)).toEqual([]);
    await indeed.getByRole('button', { name: 'Reveal the Indeed password' }).click();
    await expect(indeed.getByText('Indeed@Demo2026')).toBeVisible();

    const candidateContext = await browser.newContext();
    const candidatePage = await candidateContext.newPage();
    await signIn(candidatePage, demo.user);
    await expect(candidatePage).toHaveURL(/\/dashboard$/);
    await candidatePage.goto('/profile');
    await expect(candidatePage.getByText('+61 412 345 678')).toBeVisible();
    const views = candidatePage.getByRole('region', { name: 'Who viewed my platform logins' });
    const row = views.getByRole('row').filter({ hasText: 'Alex Admin' }).first();
    await expect(row).toContainText('Admin');
    await expect(row).toContainText('Indeed');
    expect(await severeViolations(candidatePage)).toEqual([]);
    await candidateContext.close();
  });

  test('replaces the CV, applies on Seek, finds it in job history and on the candidate’s /application', async ({
    page,
    request,
    browser,
  }) => {
    const before = await applicationsOf(request, olivia);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((application) => application.cvName === 'Olivia Brown CV.pdf')).toBe(true);

    await openAsAdmin(page, '/assigned');
    const usedThisMonth = async () => {
      await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('olivia');
      await page.getByRole('button', { name: 'Show more about Olivia Brown' }).click();
      const quota = page.getByText(/^\d+ of 30 this month$/);
      await expect(quota).toBeVisible();
      const used = Number(/^(\d+)/.exec((await quota.textContent()) ?? '')?.[1]);
      await page.getByRole('button', { name: 'Show less about Olivia Brown' }).click();
      return used;
    };
    const usedBefore = await usedThisMonth();
    let dialog = await openCandidate(page, 'olivia', 'Olivia Brown');
    await dialog.getByRole('button', { name: 'Edit the CV/Resume' }).click();
    const upload = page.getByRole('dialog').filter({ hasText: 'Replace Resume/CV' });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(upload.getByText('Please select a file.')).toBeVisible();
    await upload.getByLabel('File (PDF or DOCX)').setInputFiles(newCv);
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(page.getByText('Document updated successfully.')).toBeVisible();
    dialog = page.getByRole('dialog').filter({ hasText: 'Olivia Brown' });
    await expect(dialog.getByRole('link', { name: /casey-candidate-cv-2025\.pdf/ })).toBeVisible();

    const job = { title: `Clinical Nurse ${Date.now()}`, company: 'Queensland Health' };
    await applyOn(page, 'Seek', job);
    await expect(page.getByRole('heading', { name: 'Submitted successfully' })).toBeVisible();
    await expect(page.getByText('An application has been saved successfully for the candidate.')).toBeVisible();
    await expect(page.getByLabel('Name of company')).toHaveValue('');
    await page.getByRole('link', { name: 'Back to Dashboard' }).click();
    await expect(page).toHaveURL(/\/assigned$/);
    // Counted against Olivia's Silver quota.
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('olivia');
    await page.getByRole('button', { name: 'Show more about Olivia Brown' }).click();
    await expect(page.getByText(`${usedBefore + 1} of 30 this month`, { exact: true })).toBeVisible();

    await page.goto('/admin-jobhistory');
    await page.getByLabel('Search by name or e-mail').fill('olivia');
    await page.getByRole('button', { name: 'Filter' }).click();
    const row = page.getByRole('row').filter({ hasText: 'Olivia Brown' });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'View All' }).click();
    const applications = page.getByRole('dialog');
    const sent = applications.getByRole('row').filter({ hasText: job.title });
    await expect(sent).toBeVisible();
    await sent.getByRole('button', { name: 'View details' }).click();
    const detail = page.getByTestId('application-detail');
    await expect(detail.getByText('casey-candidate-cv-2025.pdf')).toBeVisible();

    // The candidate sees it; the applications sent before keep the CV they were sent with.
    const after = await applicationsOf(request, olivia);
    expect(after.find((application) => application.title === job.title)?.cvName).toBe('casey-candidate-cv-2025.pdf');
    for (const earlier of before)
      expect(after.find((application) => application.title === earlier.title)?.cvName).toBe('Olivia Brown CV.pdf');
    const candidateContext = await browser.newContext();
    const candidatePage = await candidateContext.newPage();
    await signIn(candidatePage, olivia);
    await expect(candidatePage).toHaveURL(/\/dashboard$/);
    await candidatePage.goto('/application');
    await expect(candidatePage.getByText(job.title).first()).toBeVisible();
    await candidateContext.close();
  });

  test('an application with long unbroken values stays inside its detail dialog', async ({ page, request }) => {
    const signin = await request.post('/api/auth/signin', { data: demo.admin });
    const headers = { authorization: `Bearer ${((await signin.json()) as { data: { token: string } }).data.token}` };
    type Record = {
      user: { _id: string; firstName: string; lastName: string };
      planName: string;
      userDocuments: { _id: string; category: string }[];
      userPortals: { _id: string; name: string }[];
    };
    const listed = await request.get('/api/assigned-users-with-active-subscription?page=1&limit=100', { headers });
    const records = ((await listed.json()) as { data: { docs: Record[] } }).data.docs;
    // Gold has no quota, so the other tests' applications leave room.
    const candidate = records.find(
      (record) =>
        record.planName === 'Gold' &&
        record.userPortals.length > 0 &&
        record.userDocuments.some((document) => document.category === 'Resume/CV'),
    )!;
    // Unbroken and unique to this run (a retry records another); applied now, so it is the newest of the candidate's.
    const company = `${'Megacorporation'.repeat(12)}${Date.now().toString(36)}`;
    const recorded = await request.post('/api/application', {
      headers,
      data: {
        user: candidate.user._id,
        portalName: candidate.userPortals[0]!.name,
        status: 'applied',
        company,
        description: 'Longdescription'.repeat(13),
        location: 'Llanfairpwllgwyngyll'.repeat(9),
        title: 'Seniorprincipalengineer'.repeat(8),
        resume: candidate.userDocuments.find((document) => document.category === 'Resume/CV')!._id,
        platform: candidate.userPortals[0]!._id,
        details: {
          appliedDate: new Date().toISOString(),
          level: 'L'.repeat(200),
          duration: 'Permanent',
          salary: '9'.repeat(200),
          type: 'Full-Time',
          applicationType: 'Apply',
        },
      },
    });
    expect(recorded.status(), await recorded.text()).toBe(201);

    await openAsAdmin(page, '/admin-jobhistory');
    const name = `${candidate.user.firstName} ${candidate.user.lastName}`;
    await page.getByLabel('Search by name or e-mail').fill(candidate.user.firstName);
    // The searched list, not the first page it replaces (the candidate may be on both).
    const searched = page.waitForResponse((answer) => /\/api\/job-history\?.*search=/.test(answer.url()));
    await page.getByRole('button', { name: 'Filter' }).click();
    await searched;
    // A click on a row the searched list was replacing opened nothing (seen once in CI): clicked again until it opens.
    await expect(async () => {
      await page.getByRole('row').filter({ hasText: name }).getByRole('button', { name: 'View All' }).click();
      await expect(page.getByRole('dialog')).toBeVisible({ timeout: 2000 });
    }).toPass();
    await page
      .getByRole('dialog')
      .getByRole('row')
      .filter({ hasText: company })
      .getByRole('button', { name: 'View details' })
      .click();
    const detail = page.getByTestId('application-detail');
    await expect(detail.getByRole('heading', { name: company })).toBeVisible();
    const dialog = page.getByRole('dialog').filter({ has: detail });
    const inside = await dialog.evaluate((box) => {
      const edge = box.getBoundingClientRect().right;
      // What lies in the Job Overview's box is seen through it: the box itself must fit.
      const overview = box.querySelector('[role="group"]');
      const seen = Array.from(box.querySelectorAll('h4, h5, span, div.ant-typography, .ant-modal-title'));
      return (overview ? [overview, ...seen.filter((element) => !overview.contains(element))] : seen)
        .filter((element) => element.getBoundingClientRect().right > edge + 1)
        .map((element) => element.textContent?.slice(0, 20));
    });
    expect(inside).toEqual([]);
    // The Job Overview keeps whole words and scrolls sideways inside its own box.
    expect(
      await wordsSplit(page, '[data-testid="application-detail"] td, [data-testid="application-detail"] th'),
    ).toEqual([]);
  });

  test('the Free candidate at 10 this week is refused with the plan and its limit', async ({ page }) => {
    await openAsAdmin(page, '/dashboard');
    const near = page.getByRole('region', { name: 'At or near their plan quota' });
    await expect(near.getByText('Liam Walker: 10 of 10 (Free)')).toBeVisible();
    await page.goto('/assigned');
    await openCandidate(page, 'walker', 'Liam Walker');
    await applyOn(page, 'Seek', { title: 'Retail Manager', company: 'Myer' });
    await expect(page.getByTestId('application-form').getByRole('alert')).toContainText(
      'Error submitting application. Quota reached: the Free plan allows 10 applications per week, and this candidate has used all 10.',
    );
  });

  test("another admin's candidate is not there, and the server refuses the call", async ({ page, request }) => {
    await openAsAdmin(page, '/assigned');
    await page.getByRole('searchbox', { name: 'Search by name or e-mail' }).fill('campbell');
    await expect(page.getByText('No candidates assigned')).toBeVisible();
    const signin = await request.post('/api/auth/signin', { data: demo.admin });
    const token = ((await signin.json()) as { data: { token: string } }).data.token;
    const other = await request.post('/api/auth/signin', {
      data: { email: 'admin2@portal.test', password: seededPassword },
    });
    const otherToken = ((await other.json()) as { data: { token: string } }).data.token;
    const theirs = await request.get('/api/assigned-users-with-active-subscription?search=campbell', {
      headers: { authorization: `Bearer ${otherToken}` },
    });
    const ruby = ((await theirs.json()) as { data: { docs: { user: { _id: string } }[] } }).data.docs[0]!;
    const refused = await request.get(`/api/documents?user=${ruby.user._id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(refused.status()).toBe(403);
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('/dashboard, /assigned with the modal, /applicationform and /admin-jobhistory fit and pass axe', async ({
    page,
  }) => {
    await openAsAdmin(page, '/dashboard');
    await expect(page.getByRole('region', { name: 'Assigned candidates' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await severeViolations(page)).toEqual([]);

    await page.goto('/assigned');
    await expect(page.getByRole('button', { name: 'View details' }).first()).toBeVisible();
    // Each row is a card: its action is on the screen, not beyond a sideways scroll of the table.
    await expect(page.getByRole('button', { name: 'View details' }).first()).toBeInViewport({ ratio: 1 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await wordsSplit(page)).toEqual([]);
    expect(await severeViolations(page)).toEqual([]);
    await page
      .getByRole('button', { name: /Show more about/ })
      .first()
      .click();
    expect(await severeViolations(page)).toEqual([]);

    await openCandidate(page, 'grace', 'Grace Clarke');
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await severeViolations(page)).toEqual([]);
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('radio', { name: 'Seek' }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/applicationform$/);
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('* Required field').first()).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    expect(await severeViolations(page)).toEqual([]);

    await page.goto('/admin-jobhistory');
    await page.getByRole('button', { name: 'View All' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await severeViolations(page)).toEqual([]);
  });
});
