import { expect, test } from './portal';
import { demo, signIn } from './support';

function unsignedToken(exp: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'x', role: 'user', exp })}.signature`;
}

test('an expired token sends the user to /login with the message', async ({ page }) => {
  await signIn(page, demo.user);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.evaluate(
    (token) => localStorage.setItem('portal.token', token),
    unsignedToken(Math.floor(Date.now() / 1000) - 60),
  );
  await page.goto('/dashboard');
  await expect(page.getByText('Session Expired. Please Login Again')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('portal.token'))).toBeNull();
});

test('a token the server rejects (401) clears the session and shows Session Expired', async ({ page }) => {
  await signIn(page, demo.user);
  await expect(page).toHaveURL(/\/dashboard$/);
  // Unexpired but not signed by the server: the guard lets it through, the API answers 401.
  await page.evaluate(
    (token) => localStorage.setItem('portal.token', token),
    unsignedToken(Math.floor(Date.now() / 1000) + 3600),
  );
  await page.goto('/dashboard');
  await expect(page.getByText('Session Expired', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test("another tab signing in as someone else ends this tab's session, and its late user refresh leaves theirs", async ({
  page,
  context,
  request,
}) => {
  await signIn(page, demo.user);
  await expect(page).toHaveURL(/\/dashboard$/);
  // This tab's next read of the signed-in user (Profile reads it again) is held until the other tab has signed in.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/user/me', async (route) => {
    await held;
    await route.continue();
  });
  // The held read is the one sent with the candidate's token (once signed out, the page may ask again without one).
  const sent = page.waitForRequest(
    (read) => read.url().endsWith('/api/user/me') && Boolean(read.headers()['authorization']),
  );
  await page.getByRole('link', { name: 'Profile' }).click();
  // It is on its way (and held) before the other tab signs in.
  const heldRead = await sent;
  // Another tab signs in as the admin: the browser's one session is now theirs.
  const answer = await request.post('/api/auth/signin', { data: demo.admin });
  // The answer is the user with their token, which the browser keeps under its two keys.
  const { data } = (await answer.json()) as { data: { token: string } };
  const other = await context.newPage();
  await other.goto('/login');
  await other.evaluate(({ token, ...user }) => {
    localStorage.setItem('portal.token', token);
    localStorage.setItem('portal.user', JSON.stringify(user));
  }, data);
  // This tab follows the browser's session: the candidate's page of personal data goes, for /login.
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Casey Candidate' })).toHaveCount(0);
  release();
  // Its answer arrives late (or never, when the ended session's request was dropped): either way it changes nothing.
  const late = await heldRead.response();
  if (late) expect(late.status()).toBe(200);
  // The first tab's late answer did not put the candidate back over the admin's session.
  expect(await other.evaluate(() => localStorage.getItem('portal.token'))).toBe(data.token);
  await other.goto('/dashboard');
  await expect(other.getByRole('link', { name: 'Assigned Candidates', exact: true })).toBeVisible();
});

test('without a session the protected dashboard is refused', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page.getByText('Session Expired. Please Login Again')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});
