// The onboarding steps a new candidate goes through in the browser, for the suites that need a candidate of their own.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { join } from 'node:path';
import { latestMail, sixDigitCode } from './support';

const fixtures = join(__dirname, '..', 'fixtures');
export const cvFile = join(fixtures, 'cv.pdf');
export const coverLetterFile = join(fixtures, 'cover-letter.docx');
export const password = 'Sunrise@2026';

/** A new candidate from /register to step 2 (/complete), verified with the mailed code. */
export async function registerAndVerify(page: Page, request: APIRequestContext, email: string) {
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Jane');
  await page.getByLabel('Last Name').fill('Citizen');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^register$/i }).click();
  await expect(page).toHaveURL(/\/verify-email/);
  await page.getByLabel(/verification code/i).fill(sixDigitCode((await latestMail(request, email)).text));
  await page.getByRole('button', { name: /^verify/i }).click();
  await expect(page).toHaveURL(/\/verified$/, { timeout: 5_000 });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/complete$/);
}

/** Step 2: every field of the profile, after the spec's refusal of an empty form. */
export async function completeProfile(page: Page) {
  await expect(page.getByRole('heading', { name: 'Complete Your Profile', exact: true })).toBeVisible();
  await expect(page.getByText('Step 2 of 4')).toBeVisible();
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill in all required fields.');
  await page.getByLabel('Phone Number').fill('0412 345 678');
  await page.getByLabel('Address').fill('1 George St, Sydney NSW 2000');
  await page.getByRole('checkbox', { name: 'New South Wales' }).check();
  await page.getByRole('checkbox', { name: 'Victoria' }).check();
  await page.getByLabel('Job Title').fill('Data Analyst');
  await page.getByRole('radio', { name: '2-4 years' }).check();
  await page.getByRole('button', { name: 'Save and Continue' }).click();
  await expect(page.getByText('Profile updated successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/upload$/);
}

/** Step 3: a real PDF CV and a real DOCX cover letter. */
export async function uploadDocuments(page: Page) {
  await expect(page.getByText('Step 3 of 4')).toBeVisible();
  await page.getByLabel('CV / Resume', { exact: true }).setInputFiles(cvFile);
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please upload both CV and Cover Letter.');
  await page.getByLabel('Cover Letter', { exact: true }).setInputFiles(coverLetterFile);
  await page.getByRole('button', { name: 'Upload and Continue' }).click();
  await expect(page.getByText('Documents uploaded successfully!')).toBeVisible();
  await expect(page).toHaveURL(/\/profile-success$/);
}
