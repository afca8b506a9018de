import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './portal';
import type { APIRequestContext, Page } from '@playwright/test';
import siteMeta from '../../shell/src/site-meta.json';
import { appTookOver, demo, latestMail, linkIn, signIn, signUpForJobAlerts, uniqueEmail } from './support';

/** Every public route of spec section 2 and the heading its page opens with. */
const publicRoutes = [
  { path: '/', heading: 'Land your next role while we handle the applications' },
  { path: '/about', heading: 'About Career Portal' },
  { path: '/services', heading: 'Our services' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/contactus', heading: 'Contact Us' },
  { path: '/faq', heading: 'Frequently asked questions' },
  { path: '/job-alerts', heading: 'Find your next job' },
  { path: '/resources', heading: 'Career resources' },
  { path: '/welcome', heading: 'Welcome' },
  { path: '/job-alerts/confirm?token=e2e', heading: 'Confirm your job alert' },
  { path: '/job-alerts/unsubscribe?token=e2e', heading: 'Unsubscribe from job alerts' },
] as const;

const checkInbox = 'Almost done! We have sent you an e-mail: open its link within 48 hours to confirm your job alert.';

/** Opens the link of the newest e-mail to `to` (which must have `subject`) and presses the page's button. */
async function followMailedLink(page: Page, request: APIRequestContext, to: string, subject: string, button: string) {
  const mail = await latestMail(request, to);
  expect(mail.subject).toBe(subject);
  await page.goto(linkIn(mail.text));
  await page.getByRole('button', { name: button }).click();
}

const sections = ['Home', 'About', 'Services', 'Contact Us', 'Job Alerts', 'Resources', 'FAQs'];
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: '360 px', width: 360, height: 740 },
] as const;

async function openPublicPage(page: Page, path: string, heading: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

const horizontalOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

for (const viewport of viewports) {
  test.describe(`at ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const route of publicRoutes) {
      test(`${route.path} renders its content with a title and description, without horizontal overflow`, async ({
        page,
      }) => {
        await openPublicPage(page, route.path, route.heading);
        await expect(page).toHaveTitle(/\S \| Career Portal$/);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0).toBeGreaterThan(50);
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        // Images are in place (and sized) once the page is there.
        for (const image of await page.locator('main img').all()) {
          expect(await image.getAttribute('width')).toMatch(/^\d+$/);
          expect(await image.getAttribute('height')).toMatch(/^\d+$/);
        }
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      });

      test(`${route.path} has no serious or critical accessibility violation`, async ({ page }) => {
        await openPublicPage(page, route.path, route.heading);
        // Wait for what the page loads after its first paint (contact details, images).
        await page.waitForLoadState('networkidle');
        const results = await new AxeBuilder({ page })
          .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
          .analyze();
        const severe = results.violations
          .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
          .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
        expect(severe).toEqual([]);
      });
    }
  });
}

test.describe('site navigation', () => {
  test('at desktop every section, Register and Sign In are in the header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    const site = page.getByRole('navigation', { name: 'Site' });
    for (const section of sections) await expect(site.getByRole('link', { name: section, exact: true })).toBeVisible();
    await expect(site.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
    await expect(site.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/welcome');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await site.getByRole('link', { name: 'Resources' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Career resources' })).toBeVisible();
  });

  test('at 360 px the sections sit behind a menu that opens, navigates and closes', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/');
    await appTookOver(page);
    const site = page.getByRole('navigation', { name: 'Site' });
    await expect(site.getByRole('link', { name: 'About' })).toBeHidden();
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await menuButton.click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    for (const section of sections) await expect(site.getByRole('link', { name: section, exact: true })).toBeVisible();
    await expect(site.getByRole('link', { name: 'Register' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await site.getByRole('link', { name: 'FAQs' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    // The menu closed with the page change.
    await expect(site.getByRole('link', { name: 'About' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('landing', () => {
  const shownNames = (page: Page) => page.locator('.carousel__track .testimonial__name').allTextContents();

  test('shows the figures of spec section 1 and Register Now goes to /welcome', async ({ page }) => {
    await page.goto('/');
    for (const text of ['1,325', '876', '7,532', '95%', '90%', '98%'])
      await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
    for (const claim of [
      'Personalised job matching',
      'Application management on your behalf',
      'Real-time updates and notifications',
    ])
      await expect(page.getByRole('heading', { name: claim })).toBeVisible();
    await page.getByRole('link', { name: 'Register Now' }).first().click();
    await expect(page).toHaveURL(/\/welcome$/);
  });

  test('the carousel shows three of six testimonials and wraps both ways', async ({ page }) => {
    await page.goto('/');
    await appTookOver(page);
    await expect(page.locator('.carousel__track > li')).toHaveCount(3);
    const first = await shownNames(page);
    await page.getByRole('button', { name: 'Previous testimonials' }).click();
    const afterPrevious = await shownNames(page);
    expect(afterPrevious.slice(1)).toEqual(first.slice(0, 2));
    expect(first).not.toContain(afterPrevious[0]);
    const next = page.getByRole('button', { name: 'Next testimonials' });
    const seen = new Set<string>();
    for (let step = 0; step < 6; step += 1) {
      await next.click();
      for (const name of await shownNames(page)) seen.add(name);
    }
    expect(seen.size).toBe(6);
    // Six steps forward from one before the start land one before the start again.
    expect(await shownNames(page)).toEqual(afterPrevious);
  });
});

test.describe('pre-rendered pages', () => {
  const prerendered = publicRoutes.filter((route) =>
    ['/', '/about', '/faq', '/resources', '/welcome'].includes(route.path),
  );
  const shownNames = (page: Page) => page.locator('.carousel__track .testimonial__name').allTextContents();

  /** Holds mfe-public's code (so the app cannot take over) until the returned function is called. */
  async function holdPublicRemote(page: Page): Promise<() => void> {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/remotes/mfe-public/remoteEntry.js', async (route) => {
      await held;
      await route.continue();
    });
    return release;
  }

  test.describe('with JavaScript off', () => {
    test.use({ javaScriptEnabled: false });

    for (const route of prerendered) {
      test(`${route.path} arrives rendered: its frame and content paint before any script runs`, async ({ page }) => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.heading })).toBeVisible();
        await expect(page.getByRole('banner').getByRole('link', { name: 'Register' })).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
        await expect(page.locator('[data-prerender-outlet]')).toHaveCount(0);
        // The page's own title and description, not the shell's.
        await expect(page).toHaveTitle(/\S \| Career Portal$/);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description).not.toBe(siteMeta.description);
        expect(description?.length ?? 0).toBeGreaterThan(50);
        // Images point at the remote's own files and load.
        for (const image of await page.locator('main img').all())
          expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      });
    }
  });

  test('the app takes over without a loading state, and a click made before it did is not lost', async ({ page }) => {
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.querySelector('.page-loading')) document.documentElement.dataset.sawLoading = 'yes';
      }).observe(document, { childList: true, subtree: true });
    });
    // Hold the landing page's code until the visitor has clicked the pre-rendered carousel.
    const release = await holdPublicRemote(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(page.locator('#root')).toHaveAttribute('data-prerendered', 'mfe_public/Landing');
    const before = await shownNames(page);
    await page.getByRole('button', { name: 'Next testimonials' }).click();
    expect(await shownNames(page)).toEqual(before); // nothing live yet
    release();
    await appTookOver(page);
    await expect.poll(() => shownNames(page)).toEqual([...before.slice(1), expect.any(String)]);
    expect((await shownNames(page))[2]).not.toBe(before[2]);
    await expect(page.getByRole('heading', { level: 1, name: publicRoutes[0].heading })).toBeVisible();
    await expect(page.locator('.public-layout')).toHaveCount(1);
    expect(await page.evaluate(() => document.documentElement.dataset.sawLoading)).toBeUndefined();
    // Live from now on: Previous answers at once.
    await page.getByRole('button', { name: 'Previous testimonials' }).click();
    expect(await shownNames(page)).toEqual(before);
  });

  test('at 360 px the menu opened before the app took over is open after it', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const release = await holdPublicRemote(page);
    await page.goto('/about', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    release();
    await appTookOver(page);
    await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'FAQs' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  test('a signed-in visitor gets their own header once the app takes over', async ({ page }) => {
    await signIn(page, demo.user);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/');
    await appTookOver(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  });
});

test.describe('services', () => {
  test('the service query parameter opens that detail whatever its case; Back returns to the list, replacing the entry', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.goto('/services?service=cv%20REVIEW');
    await expect(page.getByRole('heading', { level: 1, name: 'CV Review' })).toBeVisible();
    await expect(page.getByText('Personalized Career Assessments')).toBeVisible();
    await expect(page.getByText('Career Planning and Goal Setting')).toBeVisible();
    await page.getByRole('button', { name: 'Back to all services' }).click();
    await expect(page).toHaveURL(/\/services$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our services' })).toBeVisible();
    // The detail's entry was replaced: the browser's back goes to the page before it.
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('Learn More opens the detail after the pause, at the top of the page', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/services');
    const learnMore = page.getByRole('button', { name: 'Learn More about Interview Preparation' });
    await learnMore.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await learnMore.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Interview Preparation' })).toBeVisible();
    await expect(page).toHaveURL(/\/services\?service=Interview\+Preparation$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('forms', () => {
  test('the contact form refuses bad input, then sends the message to the support address', async ({
    page,
    request,
  }) => {
    await page.goto('/contact');
    const details = (await (await request.get('/api/site/contact-details')).json()) as {
      data: { address: string; phone: string; email: string; website: string };
    };
    const panel = page.getByRole('region', { name: 'Our details' });
    for (const label of ['Address', 'Phone', 'Email', 'Website'])
      await expect(panel.getByText(label, { exact: true })).toBeVisible();
    await expect(panel.getByText(details.data.address)).toBeVisible();
    await expect(panel.getByRole('link', { name: details.data.email })).toBeVisible();

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Please enter your name.')).toBeVisible();
    await expect(page.getByText('* Enter a valid email.')).toBeVisible();
    await expect(page.getByText('Please write a message of at least 10 characters.')).toBeVisible();

    const marker = `e2e-${Date.now()}`;
    const email = uniqueEmail('contact');
    await page.getByLabel('Name', { exact: true }).fill('Jane Citizen');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Message', { exact: true }).fill(`Do you apply for nursing roles in Hobart? (${marker})`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Thank you! Your message has been sent. Our team will reply by e-mail.')).toBeVisible();

    // It reached the staff: the outbox holds it for the support address.
    const mail = await latestMail(request, details.data.email);
    expect(mail.text).toContain(marker);
    expect(mail.text).toContain(email);
  });

  test('the job-alert form e-mails a link that subscribes; the same e-mail again updates, and the last e-mail unsubscribes', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('alerts');
    await page.goto('/job-alerts');
    const subscribe = page.getByRole('button', { name: 'Subscribe' });
    await subscribe.click();
    await expect(page.getByText('Please choose your years of experience.')).toBeVisible();
    await expect(page.getByText('Please choose at least one location.')).toBeVisible();
    await expect(page.getByText('Please choose a salary range.')).toBeVisible();

    await signUpForJobAlerts(page, {
      email,
      experience: '3-5 years',
      locations: ['Sydney', 'London'],
      salary: '$80,000 - $120,000 a year',
    });
    await expect(page.getByText(checkInbox)).toBeVisible();

    await followMailedLink(page, request, email, 'Confirm your Career Portal job alert', 'Confirm job alert');
    await expect(page.getByText('You are subscribed! We will e-mail you jobs that match your choices.')).toBeVisible();

    // Stored: signing up again with the same address is recognised as the same subscriber.
    await page.goto('/job-alerts');
    await signUpForJobAlerts(page, {
      email,
      experience: '6+ years',
      locations: ['Melbourne'],
      salary: '$120,000 or above a year',
    });
    await expect(page.getByText(checkInbox)).toBeVisible();
    await followMailedLink(page, request, email, 'Confirm your Career Portal job alert', 'Confirm job alert');
    await expect(page.getByText('Your job alert choices have been updated.')).toBeVisible();

    await followMailedLink(page, request, email, 'Your Career Portal job alert is on', 'Unsubscribe');
    await expect(page.getByText('You are unsubscribed. We will not send you job alerts any more.')).toBeVisible();
    // The link is used up.
    await page.reload();
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect(page.getByRole('alert')).toHaveText('This unsubscribe link is invalid or has already been used.');
  });

  test('the job search narrows the sample listings by keyword and filters', async ({ page }) => {
    await page.goto('/job-alerts');
    const count = page.getByRole('status').filter({ hasText: 'sample' });
    await expect(count).toHaveText('14 sample jobs found');
    await page.getByLabel('Keyword').fill('designer');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(count).toHaveText('1 sample job found');
    await page.getByLabel('Keyword').fill('');
    await page.getByRole('button', { name: 'Search' }).click();
    await page.getByRole('group', { name: 'Categories' }).getByLabel('Finance').check();
    await expect(count).toHaveText('2 sample jobs found');
    await page.getByRole('group', { name: 'Job Level' }).getByLabel('Senior Level').check();
    await expect(count).toHaveText('1 sample job found');
    await expect(page.getByRole('heading', { level: 3, name: 'Financial Controller' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
