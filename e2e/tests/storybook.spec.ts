import { test as base, expect, type Page } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { severeViolations } from './support';

/**
 * Designers browse Storybook: every story of its static build (which `npm test` builds before this suite) must
 * render as the portal shows it, with no error from Storybook, the page or React, no file missing, and no serious
 * or critical axe finding. The build's files are served to the browser from disk (no server), and each worker
 * loads Storybook's preview once and switches stories in it, as Storybook's own test runner does.
 */
const built = join(__dirname, '..', '..', 'storybook', 'storybook-static');

// The stories are independent: both workers take them (each with its own preview), instead of one worker alone at
// the end of the suite (2.3 min on a 2-core machine).
base.describe.configure({ mode: 'parallel' });
const origin = 'http://storybook.test';

type IndexEntry = { id: string; title: string; name: string; type: 'story' | 'docs' };
const index = join(built, 'index.json');
const stories: IndexEntry[] = existsSync(index)
  ? Object.values((JSON.parse(readFileSync(index, 'utf8')) as { entries: Record<string, IndexEntry> }).entries).filter(
      (entry) => entry.type === 'story',
    )
  : [];

/** The preview, loaded once per worker, and what went wrong in it since the last story was shown. */
type Preview = { page: Page; errors: string[]; missing: string[] };

const test = base.extend<object, { preview: Preview }>({
  preview: [
    async ({ browser }, provide) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const preview: Preview = { page, errors: [], missing: [] };
      await page.route(`${origin}/**`, async (route) => {
        const url = new URL(route.request().url());
        const file = normalize(join(built, decodeURIComponent(url.pathname)));
        if (file.startsWith(built + sep) && existsSync(file)) return route.fulfill({ path: file });
        // The icon a browser asks for on its own is not a story's; anything else (an API call a story forgot to
        // answer, a chunk the build lacks) is.
        if (url.pathname !== '/favicon.ico') preview.missing.push(url.pathname);
        return route.fulfill({ status: 404, body: '' });
      });
      page.on('pageerror', (error) => preview.errors.push(String(error)));
      page.on('console', (message) => {
        if (message.type() === 'error' && !/Failed to load resource/.test(message.text()))
          preview.errors.push(message.text());
      });
      await page.goto(`${origin}/iframe.html?viewMode=story`);
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      await provide(preview);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/** Shows a story through Storybook's channel and resolves with how it went: rendered, or Storybook's error. */
function show(page: Page, storyId: string) {
  return page.evaluate(
    (storyId) =>
      new Promise<string>((resolve) => {
        type Listener = (detail: unknown) => void;
        type Channel = {
          on(event: string, listener: Listener): void;
          off(event: string, listener: Listener): void;
          emit(event: string, detail: unknown): void;
        };
        const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
        const events = [
          'storyRendered',
          'storyErrored',
          'storyThrewException',
          'playFunctionThrewException',
          'storyMissing',
        ];
        const listeners = events.map((event): [string, Listener] => [
          event,
          (detail) => {
            if (event === 'storyRendered' && detail !== storyId) return;
            for (const [name, listener] of listeners) channel.off(name, listener);
            resolve(event === 'storyRendered' ? 'rendered' : `${event}: ${JSON.stringify(detail)}`);
          },
        ]);
        for (const [name, listener] of listeners) channel.on(name, listener);
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    storyId,
  );
}

test('Storybook is built, with stories from every package', () => {
  expect(existsSync(index), `no Storybook build at ${built}: run \`pnpm --filter @portal/storybook build\``).toBe(true);
  const packages = new Set(stories.map((story) => story.title.split('/')[0]));
  expect([...packages].sort()).toEqual(['Candidate', 'Onboarding', 'Payments', 'Public', 'Shared', 'Shell', 'Staff']);
});

for (const story of stories) {
  test(`story ${story.title} › ${story.name}`, async ({ preview }) => {
    const { page } = preview;
    preview.errors.length = 0;
    preview.missing.length = 0;
    expect(await show(page, story.id)).toBe('rendered');
    // Something is on screen (a modal renders outside the story's root, so the whole body is read).
    await expect.poll(() => page.evaluate(() => document.body.innerText.trim().length)).toBeGreaterThan(0);
    // The portal's look, as the shell gives every page: its font, not the browser's serif default.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^system-ui/);
    expect(await severeViolations(page)).toEqual([]);
    expect(preview.errors).toEqual([]);
    expect(preview.missing).toEqual([]);
  });
}
