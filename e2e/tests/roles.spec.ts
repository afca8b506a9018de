import { expect, test } from './portal';
import { demo, menuTitles, signIn } from './support';

for (const role of ['user', 'admin', 'superAdmin'] as const) {
  test(`the demo ${role} sees exactly its menu and its dashboard`, async ({ page }) => {
    await signIn(page, demo[role]);
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    // Each title, the Notifications entry followed by its unread badge when the account has unread ones.
    const titles = menuTitles(role).map((title) => new RegExp(`^${title}(\\d+ \\(\\d+ unread\\))?$`));
    await expect(menu.getByRole('link')).toHaveText(titles);
    await expect(menu.getByRole('button', { name: 'Logout' })).toBeVisible();
    // The seed gives every demo account unread notifications: the link names its count apart from its title.
    await expect(menu.getByRole('link', { name: /^Notifications \(\d+ unread\)$/ })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId(`dashboard-${role}`)).toBeVisible();
  });
}

test('the super admin dashboard lists the first two candidates from the API', async ({ page, request }) => {
  // Other suites register candidates too: ask the API which two come first.
  const signin = await request.post('/api/auth/signin', { data: demo.superAdmin });
  const token = ((await signin.json()) as { data: { token: string } }).data.token;
  const answer = await request.get('/api/users?role=user&limit=2&page=1', {
    headers: { Authorization: `Bearer ${token}` },
  });
  const firstTwo = ((await answer.json()) as { data: { docs: { email: string }[] } }).data.docs;
  expect(firstTwo.length).toBeGreaterThan(0);

  await signIn(page, demo.superAdmin);
  const dashboard = page.getByTestId('dashboard-superAdmin');
  for (const candidate of firstTwo) await expect(dashboard).toContainText(candidate.email);
});

test('the candidate header shows name, role and the experience/job title strip', async ({ page }) => {
  await signIn(page, demo.user);
  const header = page.getByRole('banner');
  await expect(header).toContainText('Casey Candidate');
  await expect(header).toContainText('User');
  await expect(header).toContainText('Software Engineer');
  await expect(header).toContainText('2-4 years');
});

test('on mobile the slide-over menu opens and closes on route change', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, demo.user);
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu).toBeHidden();
  await page.getByRole('button', { name: /open menu/i }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole('link', { name: 'Profile' }).click();
  await expect(menu).toBeHidden();
});
