import { expect, test } from './portal';
import { demo, signIn } from './support';

test('/remotes.json names five remotes whose manifests load', async ({ request }) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  expect(Object.keys(remotes).sort()).toEqual([
    'mfe_candidate',
    'mfe_onboarding',
    'mfe_payments',
    'mfe_public',
    'mfe_staff',
  ]);
  for (const [name, url] of Object.entries(remotes)) {
    const manifest = await request.get(url);
    expect(manifest.ok(), `${name} manifest at ${url}`).toBe(true);
    expect(((await manifest.json()) as { name?: string }).name).toBe(name);
  }
});

test('one unreachable remote leaves the shell working, shows the message, and Retry recovers', async ({ page }) => {
  let blocked = true;
  await page.route('**/remotes/mfe-staff/**', (route) => (blocked ? route.abort() : route.continue()));
  await signIn(page, demo.admin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Something went wrong.')).toBeVisible();
  // The layout and menu keep working.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.getByRole('link', { name: 'Assigned Candidates' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Alex Admin');
  blocked = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('dashboard-admin')).toBeVisible();
});

test('exactly one React and one session store in the page', async ({ page }) => {
  await signIn(page, demo.user);
  await expect(page.getByTestId('dashboard-user')).toBeVisible();
  // Every federation instance (shell, each loaded remote) lists the shared modules it uses; a singleton
  // is one copy when all of them point at the same provider.
  const providers = await page.evaluate(() => {
    type Shared = { from: string; loaded?: boolean; useIn?: string[] };
    const share =
      (
        globalThis as {
          __FEDERATION__?: { __SHARE__?: Record<string, Record<string, Record<string, Record<string, Shared>>>> };
        }
      ).__FEDERATION__?.__SHARE__ ?? {};
    const seen: Record<string, { from: string[]; users: string[] }> = {};
    for (const scopes of Object.values(share))
      for (const [pkg, versions] of Object.entries(scopes.default ?? {}))
        for (const shared of Object.values(versions))
          if (shared.loaded) {
            const entry = (seen[pkg] ??= { from: [], users: [] });
            if (!entry.from.includes(shared.from)) entry.from.push(shared.from);
            for (const user of shared.useIn ?? []) if (!entry.users.includes(user)) entry.users.push(user);
          }
    return seen;
  });
  expect(providers['react']?.from).toEqual(['shell']);
  expect(providers['@portal/shared']?.from).toEqual(['shell']);
  // The candidate remote really uses them: the same store the shell signed in with.
  expect(providers['@portal/shared']?.users).toEqual(expect.arrayContaining(['shell', 'mfe_candidate']));
});

test('the sign-in remote and the dashboard remote run on the very same React, React DOM and session store', async ({
  page,
}) => {
  // React DOM announces itself to the developer-tools hook once per copy: count the copies that start.
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers: new Map(),
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onScheduleFiberRoot() {},
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
        reactCopies: renderers,
      },
    });
  });
  // /login (mfe_onboarding), then, in the same page, the candidate's dashboard (mfe_candidate).
  await signIn(page, demo.user);
  await expect(page.getByTestId('dashboard-user')).toBeVisible();
  const sameness = await page.evaluate(async () => {
    type Instance = { name: string; loadShare: (name: string) => Promise<false | (() => unknown)> };
    type Page = {
      __FEDERATION__: { __INSTANCES__: Instance[] };
      __REACT_DEVTOOLS_GLOBAL_HOOK__: { reactCopies: unknown[] };
    };
    const { __FEDERATION__, __REACT_DEVTOOLS_GLOBAL_HOOK__ } = window as unknown as Page;
    const byInstance = async (pkg: string) =>
      Promise.all(
        __FEDERATION__.__INSTANCES__.map(async (instance) => {
          const factory = await instance.loadShare(pkg);
          return { name: instance.name, module: factory ? factory() : null };
        }),
      );
    const react = await byInstance('react');
    const shared = await byInstance('@portal/shared');
    const one = (modules: { module: unknown }[]) => new Set(modules.map((entry) => entry.module)).size === 1;
    const stores = shared.map((entry) => (entry.module as { sessionStore?: unknown } | null)?.sessionStore);
    return {
      instances: react.map((entry) => entry.name).sort(),
      oneReact: one(react) && react.every((entry) => entry.module !== null),
      oneSharedPackage: one(shared),
      oneStore: new Set(stores).size === 1 && stores[0] !== undefined,
      reactDomCopies: __REACT_DEVTOOLS_GLOBAL_HOOK__.reactCopies.length,
    };
  });
  expect(sameness.instances).toEqual(expect.arrayContaining(['shell', 'mfe_onboarding', 'mfe_candidate']));
  expect(sameness).toMatchObject({ oneReact: true, oneSharedPackage: true, oneStore: true, reactDomCopies: 1 });
});
