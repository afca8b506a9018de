import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared';
import { tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeBackend, renderApp } from '../testing/render-app';
import { remoteFailurePlugin, resetRemoteRegistration } from './remote-pages';
import { resetRemotePages } from './RemotePage';
import { messages } from '../texts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const SLOW_LAYOUT = { timeout: 10000 };

beforeEach(() => {
  resetRemoteRegistration();
  resetRemotePages();
  loadRemoteMock.mockReset();
  fakeBackend({ '/notification-count': { success: true, data: 4 } });
  act(() => {
    sessionStore.setState({ notice: null, expired: false });
    sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('user'));
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('a remote area that fails', () => {
  it('throwing while rendering shows the message and Retry; the menu stays', async () => {
    let broken = true;
    loadRemoteMock.mockImplementation(async () => ({
      default: () => {
        if (broken) throw new Error('Dashboard exploded');
        return <h1>dashboard back</h1>;
      },
    }));
    renderApp('/dashboard');
    const alert = await screen.findByRole('alert', undefined, SLOW_LAYOUT);
    expect(within(alert).getByText(messages.somethingWentWrong)).toBeInTheDocument();
    expect(within(alert).getByText('Dashboard exploded')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Applications' })).toBeInTheDocument();
    // The unread badge, fetched through the shared api client, is still there.
    await waitFor(() => expect(screen.getByRole('link', { name: /Notifications/ })).toHaveTextContent('4'));

    broken = false;
    await userEvent.click(within(alert).getByRole('button', { name: messages.retry }));
    expect(await screen.findByText('dashboard back')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a remote that cannot load is retried once, then shown as failed; Retry loads it again', async () => {
    loadRemoteMock.mockRejectedValue(new Error('Failed to fetch mf-manifest.json'));
    renderApp('/dashboard');
    const alert = await screen.findByRole('alert', undefined, SLOW_LAYOUT);
    expect(within(alert).getByText('Failed to fetch mf-manifest.json')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

    loadRemoteMock.mockResolvedValue({ default: () => <h1>dashboard loaded</h1> });
    await userEvent.click(within(alert).getByRole('button', { name: messages.retry }));
    expect(await screen.findByText('dashboard loaded')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
  });

  it('the errorLoadRemote plugin hands back a fallback module only for the onLoad stage', () => {
    const plugin = remoteFailurePlugin();
    const error = new Error('offline');
    const hook = plugin.errorLoadRemote as (args: { lifecycle: string; id: string; error: unknown }) => unknown;
    expect(hook({ lifecycle: 'afterResolve', id: 'x', error })).toBeUndefined();
    const fallback = hook({ lifecycle: 'onLoad', id: 'mfe_staff/AdminDashboard', error }) as { default: () => unknown };
    expect(() => fallback.default()).toThrow('offline');
  });
});
