import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared';
import { tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeBackend, renderApp } from '../testing/render-app';
import { REMOTE_LOAD_TIMEOUT_MS, remoteFailurePlugin, resetRemoteRegistration } from './remote-pages';
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
    // In the user's words: the runtime's message, with its URLs and codes, goes to the console only.
    expect(within(alert).getByText(messages.remoteLoadFailed)).toBeInTheDocument();
    expect(within(alert).queryByText(/mf-manifest/)).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Dashboard' })).toBeInTheDocument();

    loadRemoteMock.mockResolvedValue({ default: () => <h1>dashboard loaded</h1> });
    await userEvent.click(within(alert).getByRole('button', { name: messages.retry }));
    expect(await screen.findByText('dashboard loaded')).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(3);
  });

  it('a remote host that never answers is given up after the time limit, with Retry', async () => {
    jest.useFakeTimers();
    try {
      loadRemoteMock.mockImplementation(() => new Promise(() => {}));
      renderApp('/dashboard');
      await act(async () => {
        await jest.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS + 100);
      });
      const alert = await screen.findByRole('alert');
      expect(within(alert).getByText(messages.remoteLoadSlow)).toBeInTheDocument();
      expect(within(alert).getByRole('button', { name: messages.retry })).toBeInTheDocument();
      // Given up at once, not tried again for as long.
      expect(loadRemoteMock).toHaveBeenCalledTimes(1);
    } finally {
      jest.useRealTimers();
    }
  });

  it('a file gone since a new version of the remote was deployed asks for a reload of the page', async () => {
    loadRemoteMock.mockImplementation(async () => ({
      default: () => {
        throw Object.assign(new Error('Loading chunk 1238 failed. (error: http://cdn.example/1238.516541c7ba.js)'), {
          name: 'ChunkLoadError',
        });
      },
    }));
    renderApp('/dashboard');
    const alert = await screen.findByRole('alert', undefined, SLOW_LAYOUT);
    expect(within(alert).getByText(messages.newVersionAvailable)).toBeInTheDocument();
    expect(within(alert).getByRole('button', { name: messages.reloadPage })).toBeInTheDocument();
    expect(within(alert).queryByRole('button', { name: messages.retry })).not.toBeInTheDocument();
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
