import { act, screen, waitFor, within } from '@testing-library/react';
import { sessionMessages, sessionStore, TOKEN_KEY } from '@portal/shared';
import { tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeBackend, renderApp } from '../testing/render-app';
import { resetRemoteRegistration } from '../federation/remote-pages';
import siteMeta from '../site-meta.json';
import { messages } from '../texts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

// The first render of a lazy layout compiles it in Jest: allow it time on a busy machine.
const SLOW_LAYOUT = { timeout: 10000 };
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => {
  localStorage.clear();
  resetRemoteRegistration();
  act(() => {
    sessionStore.setState({ token: null, user: null, expired: false, notice: null });
  });
  fakeBackend({ '/notification-count': { success: true, data: 0 } });
  loadRemoteMock.mockReset();
  loadRemoteMock.mockImplementation(async (id: string) => ({ default: () => <h1>page {id}</h1> }));
});

describe('session guard', () => {
  it('without a token, /dashboard goes to /login with the session-expired message', async () => {
    renderApp('/dashboard');
    // The toast first: it lasts 3 s, and on a busy machine the lazy sign-in layout can take longer to arrive.
    await waitFor(() =>
      expect(screen.getAllByRole('status').map((status) => status.textContent)).toContainEqual(
        expect.stringContaining(messages.sessionExpiredGuard),
      ),
    );
    expect(await screen.findByText('page mfe_onboarding/Login', undefined, SLOW_LAYOUT)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('an expired token is cleared and sent to /login', async () => {
    act(() => sessionStore.getState().signIn(tokenExpiringIn(-60), userWithRole('user')));
    renderApp('/dashboard');
    expect(await screen.findByText('page mfe_onboarding/Login', undefined, SLOW_LAYOUT)).toBeInTheDocument();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(messages.sessionExpiredGuard);
  });

  it.each([
    ['user', 'mfe_candidate/UserDashboard'],
    ['admin', 'mfe_staff/AdminDashboard'],
    ['superAdmin', 'mfe_staff/SuperAdminDashboard'],
  ] as const)('a signed-in %s gets their own dashboard', async (role, page) => {
    act(() => sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole(role)));
    renderApp('/dashboard');
    expect(await screen.findByText(`page ${page}`, undefined, SLOW_LAYOUT)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
  });

  it('a 401 seen by the api client (expired flag) sends the user to /login', async () => {
    act(() => sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('user')));
    renderApp('/dashboard');
    await screen.findByText('page mfe_candidate/UserDashboard', undefined, SLOW_LAYOUT);
    act(() => sessionStore.getState().expire());
    expect(await screen.findByText('page mfe_onboarding/Login', undefined, SLOW_LAYOUT)).toBeInTheDocument();
    expect(sessionStore.getState().expired).toBe(false);
  });

  it.each([
    ['a 401', () => sessionStore.getState().expire()],
    ["the token's time running out", () => sessionStore.setState({ token: tokenExpiringIn(-60) })],
  ])('%s on a page sends /login the page and the account, for the same account to come back to', async (_, end) => {
    const user = userWithRole('admin', { _id: 'admin-5' });
    act(() => sessionStore.getState().signIn(tokenExpiringIn(3600), user));
    renderApp('/assigned?search=olivia');
    await screen.findByText('page mfe_staff/AssignedCandidates', { exact: false }, SLOW_LAYOUT);
    act(end);
    await screen.findByText('page mfe_onboarding/Login', undefined, SLOW_LAYOUT);
    expect(JSON.parse(screen.getByTestId('location').dataset.state!)).toEqual({
      returnTo: { path: '/assigned?search=olivia', userId: 'admin-5' },
    });
  });

  it('after the account is deleted, /login keeps the deletion message rather than session expired', async () => {
    act(() => sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('user')));
    renderApp('/setting');
    await screen.findByText('page mfe_candidate/Settings', undefined, SLOW_LAYOUT);
    act(() => {
      sessionStore.getState().signOut();
      sessionStore.getState().notify('success', sessionMessages.accountDeleted);
    });
    expect(await screen.findByText('page mfe_onboarding/Login', undefined, SLOW_LAYOUT)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(sessionMessages.accountDeleted);
  });

  it('unknown paths are the 404 page', async () => {
    renderApp('/no-such-page');
    expect(screen.getByRole('heading', { name: messages.pageNotFound })).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalled();
    const page = within(screen.getByRole('heading', { name: messages.pageNotFound }).closest('section')!);
    expect(page.getByRole('link', { name: messages.signIn })).toHaveAttribute('href', '/login');
    expect(page.getByRole('link', { name: messages.navHome })).toHaveAttribute('href', '/');
    expect(page.queryByRole('link', { name: messages.goToDashboard })).not.toBeInTheDocument();
    expect(document.title).toBe(`${messages.pageNotFound} | ${messages.siteName}`);
  });

  it('a route whose page sets no title shows its route’s and the site’s description, not the previous page’s', async () => {
    document.title = 'About | Career Portal';
    document.head.innerHTML = '<meta name="description" content="About the portal">';
    renderApp('/login');
    expect(await screen.findByText('page mfe_onboarding/Login', undefined, SLOW_LAYOUT)).toBeInTheDocument();
    expect(document.title).toBe(`Sign In | ${messages.siteName}`);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(
      siteMeta.description,
    );
  });

  it('a signed-in user on a page not built yet is offered the way back to the dashboard', () => {
    act(() => sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('user', { step4: false })));
    renderApp('/create-payment');
    const page = within(screen.getByRole('heading', { name: messages.pageNotFound }).closest('section')!);
    expect(page.getByRole('link', { name: messages.goToDashboard })).toHaveAttribute('href', '/dashboard');
    expect(page.queryByRole('link', { name: messages.signIn })).not.toBeInTheDocument();
    // The site header, too, offers the dashboard rather than Sign In / Register.
    const site = within(screen.getByRole('navigation', { name: messages.siteNavigation }));
    expect(site.getByRole('link', { name: messages.menuDashboard })).toHaveAttribute('href', '/dashboard');
    expect(site.queryByRole('link', { name: messages.signIn })).not.toBeInTheDocument();
  });
});

describe('onboarding steps', () => {
  const candidateAt = (flags: Partial<Record<'step2' | 'step3' | 'step4' | 'step5', boolean>>) =>
    act(() =>
      sessionStore
        .getState()
        .signIn(
          tokenExpiringIn(3600),
          userWithRole('user', { step2: false, step3: false, step4: false, step5: false, ...flags }),
        ),
    );

  it.each([
    ['/upload', {}, '/complete', 'CompleteProfile'],
    ['/selectplatform', { step2: true }, '/upload', 'UploadDocuments'],
    ['/subscription', { step2: true }, '/upload', 'UploadDocuments'],
    ['/selectplatform', { step2: true, step3: true }, '/profile-success', 'ProfileSuccess'],
  ])('typing %s before its turn (%j) lands on %s', async (path, flags, destination, module) => {
    candidateAt(flags);
    renderApp(path);
    expect(await screen.findByText(`page mfe_onboarding/${module}`, undefined, SLOW_LAYOUT)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(destination);
  });

  it.each([
    ['/complete', 'CompleteProfile', {}],
    ['/subscription', 'Subscription', { step2: true, step3: true }],
    ['/complete', 'CompleteProfile', { step2: true, step3: true }],
    ['/selectplatform', 'SelectPlatform', { step2: true, step3: true, step4: true }],
  ])('%s opens as %s when its turn has come (%j)', async (path, module, flags) => {
    candidateAt(flags);
    renderApp(path);
    expect(await screen.findByText(`page mfe_onboarding/${module}`, undefined, SLOW_LAYOUT)).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(path);
  });

  it('the steps need a session', async () => {
    renderApp('/complete');
    expect(await screen.findByText('page mfe_onboarding/Login', undefined, SLOW_LAYOUT)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(messages.sessionExpiredGuard);
  });

  it('staff are not candidates: the steps answer 403', async () => {
    act(() => sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('admin')));
    renderApp('/complete');
    expect(await screen.findByRole('heading', { name: messages.accessDenied }, SLOW_LAYOUT)).toBeInTheDocument();
    expect(loadRemoteMock).not.toHaveBeenCalledWith('mfe_onboarding/CompleteProfile');
  });
});
