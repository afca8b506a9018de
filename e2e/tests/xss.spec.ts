import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './portal';
import type { APIRequestContext, Page } from '@playwright/test';
import { demo, signIn, uniqueEmail, verifiedCandidate } from './support';

// Stored text fields filled with script-injection vectors through the API (and the contact form, as a visitor
// types it); the pages that show them are opened in Chromium. Each vector tries to set window.__xss and to open
// a dialog: the test fails if any dialog opens or the marker is set.

const vectors = [
  '<script>window.__xss=1;alert(1)</script>',
  '<img src=x onerror="window.__xss=2;alert(2)">',
  '<svg onload="window.__xss=3;alert(3)">',
  'javascript:window.__xss=4;alert(4)',
  '"><img src=x onerror=window.__xss=5;alert(5)>',
  "'><svg/onload=window.__xss=6;alert(6)>",
  '<iframe srcdoc="<script>parent.__xss=7;parent.alert(7)</script>">',
  '<a href="javascript:window.__xss=8;alert(8)">x</a>',
  '<details open ontoggle="window.__xss=9;alert(9)">',
  "{{constructor.constructor('window.__xss=10;alert(10)')()}}",
  '</textarea><script>window.__xss=11;alert(11)</script>',
  '<body onload="window.__xss=12;alert(12)">',
];

/** The vectors packed into texts of at most `max` characters (each vector whole). */
function packed(max: number): string[] {
  const texts: string[] = [];
  for (const vector of vectors) {
    const last = texts.at(-1);
    if (last !== undefined && last.length + 1 + vector.length <= max) texts[texts.length - 1] = `${last} ${vector}`;
    else texts.push(vector);
  }
  return texts;
}

/** Fails the test on any dialog or any injected script that ran, on this page for its whole life. */
function watchForInjectedScript(page: Page): () => Promise<void> {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return async () => {
    expect(dialogs, 'dialogs opened by injected script').toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  };
}

const demoAssets = join(__dirname, '..', '..', 'api', 'assets', 'demo');
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A candidate who has finished onboarding through the API, with vectors in every free-text field it takes. */
async function candidateWithVectors(request: APIRequestContext) {
  const password = 'Seeker@2026';
  // Names take letters and spaces only: every vector is refused before it is stored.
  for (const vector of vectors) {
    const refused = await request.post('/api/auth/signup', {
      data: { firstName: vector, lastName: vector, email: uniqueEmail('xss-name'), password, agreed: true },
    });
    expect(refused.status(), `sign-up with the name ${vector}`).toBe(400);
  }
  const { email, token } = await verifiedCandidate(
    request,
    'xss',
    { firstName: 'Xavier', lastName: 'Scripter' },
    password,
  );

  const answer = await request.patch('/api/user/update-profile', {
    headers: bearer(token),
    data: {
      phoneNumber: '+61412345678',
      address: packed(200)[0],
      workState: ['Victoria'],
      jobTitle: vectors.slice(0, 10),
      experienceLevel: '2-4 years',
    },
  });
  expect(answer.status(), await answer.text()).toBe(200);

  for (const [file, category, title] of [
    ['casey-candidate-cv.pdf', 'Resume/CV', vectors[1]!],
    ['casey-candidate-cover-letter.docx', 'Cover Letter', vectors[4]!],
  ] as const) {
    const uploaded = await request.post('/api/document/uploads', {
      headers: bearer(token),
      // The file's name is stored as its title too.
      multipart: {
        file: {
          name: `${vectors[2]}.${file.split('.').pop()}`,
          mimeType: 'application/octet-stream',
          buffer: readFileSync(join(demoAssets, file)),
        },
      },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(201);
    const upload = ((await uploaded.json()) as { data: { uri: string; type: string; size: number } }).data;
    const attached = await request.post('/api/document', {
      headers: bearer(token),
      data: { type: upload.type, size: upload.size, uri: upload.uri, title, category, agree: true },
    });
    expect(attached.status(), await attached.text()).toBe(201);
  }
  expect(
    (await request.post('/api/subscription', { headers: bearer(token), data: { selectedPlan: 'Free' } })).status(),
  ).toBe(201);
  const portal = await request.post('/api/portal', {
    headers: bearer(token),
    data: {
      name: 'Seek',
      hadAnAccount: true,
      agreed: true,
      credential: { email: vectors[0], password: vectors[3], platform: 'Seek' },
    },
  });
  expect(portal.status(), await portal.text()).toBe(201);
  return { email, password };
}

test('script-injection vectors in stored fields run nowhere they are shown', async ({ page, request }) => {
  // A dozen page loads and profile saves: generous for a loaded CI machine.
  test.setTimeout(300_000);
  await page.addInitScript(() => delete (window as unknown as { __xss?: unknown }).__xss);
  const noScriptRan = watchForInjectedScript(page);
  const candidate = await candidateWithVectors(request);

  // The candidate: dashboard (job titles), header (name, job-title strip), and the profile form (address in an input).
  await signIn(page, candidate);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByTestId('dashboard-user')).toContainText(vectors[0]!);
  await expect(page.getByRole('banner')).toContainText('Xavier');
  // The first address came through the API; the others are typed into the profile form, as the candidate would.
  const [first, ...others] = packed(200);
  await page.goto('/complete');
  await expect(page.getByLabel(/address/i)).toHaveValue(first!);
  for (const address of others) {
    await page.goto('/complete');
    await page.getByLabel(/address/i).fill(address);
    // The form keeps job titles as one comma-separated text: one vector without a comma keeps it valid.
    await page.getByLabel('Job Title').fill(vectors[10]!);
    const saved = page.waitForResponse((response) => response.url().endsWith('/api/user/update-profile'));
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    expect((await saved).status()).toBe(200);
    await expect(page).toHaveURL(/\/upload$/);
    await page.goto('/complete');
    await expect(page.getByLabel(/address/i)).toHaveValue(address);
    await page.goto('/dashboard');
    await expect(page.getByTestId('dashboard-user')).toContainText(vectors[10]!);
  }
  await noScriptRan();
});

test('the staff dashboard lists a candidate with vectors in their fields without running them', async ({
  browser,
  request,
}) => {
  const candidate = await candidateWithVectors(request);
  const page = await browser.newPage();
  const noScriptRan = watchForInjectedScript(page);
  // The newest candidates come first on the super admin's dashboard.
  await signIn(page, demo.superAdmin);
  const dashboard = page.getByTestId('dashboard-superAdmin');
  await expect(dashboard).toContainText(candidate.email);
  await expect(dashboard).toContainText(vectors[0]!);
  await noScriptRan();
  await page.close();
});

test('the contact form takes vectors as a visitor types them and confirms without running them', async ({ page }) => {
  const noScriptRan = watchForInjectedScript(page);
  await page.goto('/contact');
  const message = packed(5000).join(' ');
  const [name, subject] = [vectors[4]!.slice(0, 100), vectors[0]!.slice(0, 150)];
  await page.getByLabel(/^name/i).fill(name);
  await page.getByLabel(/^e-?mail/i).fill(uniqueEmail('xss-contact'));
  await page.getByLabel(/^subject/i).fill(subject);
  await page.getByLabel(/^message/i).fill(message);
  const sent = page.waitForResponse((response) => response.url().endsWith('/api/contact'));
  await page.getByRole('button', { name: /send|submit/i }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByText(/Your message has been sent/)).toBeVisible();
  await noScriptRan();
});
