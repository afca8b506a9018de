import { expect, test } from './portal';
import { latestMail, linkIn, menuTitles, sixDigitCode, uniqueEmail, verifiedCandidate } from './support';

test('a new candidate registers (every rule shown), verifies with the mailed code, signs in and out', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('new.candidate');
  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Sign Up' }).click();
  await expect(page).toHaveURL(/\/register$/);

  const submit = page.getByRole('button', { name: /^register$/i });
  await expect(submit).toBeDisabled();

  // Each rule of spec section 5, shown as the user types.
  await page.getByLabel('First Name').fill('J4ne');
  await expect(page.getByText('* Letters only.')).toBeVisible();
  await page.getByLabel('First Name').fill('Jane');
  await expect(page.getByText('* Letters only.')).toHaveCount(0);
  await page.getByLabel('Last Name').fill('Citizen');
  await page.getByLabel('Email').fill('not-an-email');
  await expect(page.getByText('* Enter a valid email.')).toBeVisible();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('short');
  await expect(
    page.getByText(
      '* Password must be at least 8 characters, include uppercase, lowercase, number, and special character.',
    ),
  ).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('Sunrise@2026');
  const terms = page.getByRole('checkbox');
  await terms.check();
  await terms.uncheck();
  await expect(page.getByText('* You must agree to terms.')).toBeVisible();
  await terms.check();
  await expect(submit).toBeEnabled();
  await submit.click();

  await expect(page.getByText('Please verify your email!')).toBeVisible();
  await expect(page).toHaveURL(/\/verify-email/);

  // A wrong code is refused with the server's message; the mailed one works.
  const code = sixDigitCode((await latestMail(request, email)).text);
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel(/verification code/i).fill(wrong);
  await page.getByRole('button', { name: /^verify/i }).click();
  await expect(page.getByText('The verification code is incorrect.')).toBeVisible();
  await page.getByLabel(/verification code/i).fill(code);
  await page.getByRole('button', { name: /^verify/i }).click();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/verified$/, { timeout: 5_000 });
  await expect(page.getByRole('heading', { name: 'Email Verified', exact: true })).toBeVisible();

  // Continue leads to step 2 (/complete); onboarding itself is onboarding.spec.ts. The dashboard is open
  // to a candidate who has not finished it.
  await page
    .getByRole('button', { name: 'Continue' })
    .or(page.getByRole('link', { name: 'Continue' }))
    .click();
  await expect(page).toHaveURL(/\/complete$/);
  await expect(page.getByRole('heading', { name: 'Complete Your Profile', exact: true })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main menu' })).toBeVisible();
  // Sign out, then sign in again: post-login routing sends a new candidate to step 2 (/complete).
  const items = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link');
  // The welcome notification makes the unread badge real from the first day.
  await expect(items).toHaveText(
    menuTitles('user').map((title) => (title === 'Notifications' ? 'Notifications1 (1 unread)' : title)),
  );
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page.getByText("You've been logged out successfully!")).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Sunrise@2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
  await expect(page).toHaveURL(/\/complete$/);
});

test('login refuses empty fields and wrong passwords with the spec and server messages', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Email and password are required!')).toBeVisible();
  await page.getByLabel('Email').fill('candidate@portal.test');
  await page.getByLabel('Password', { exact: true }).fill('Wrong@2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('forgotten password: the mailed link resets it and the new one signs in', async ({ page, request }) => {
  const { email } = await verifiedCandidate(
    request,
    'reset',
    { firstName: 'Reset', lastName: 'Person' },
    'Original@2026',
  );

  await page.goto('/forgetpassword');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText('Password reset email sent. Check your inbox.')).toBeVisible();

  const mail = await latestMail(request, email);
  const link = new URL(linkIn(mail.text));
  expect(link.pathname).toBe('/reset-password');
  await page.goto(link.pathname + link.search);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel(/new password/i).fill('Changed@2026');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText('Password reset successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 5_000 });
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();

  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Changed@2026');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Login successful')).toBeVisible();
});
