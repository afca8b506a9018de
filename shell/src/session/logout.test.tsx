import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, TOKEN_KEY } from '@portal/shared';
import { tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeBackend, renderApp } from '../testing/render-app';
import { sessionMessages } from '@portal/shared';
import { messages } from '../texts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

/** The sign-out calls the server received, with the token each carried. */
const signOutCalls = (backend: jest.Mock) =>
  backend.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => request instanceof Request && new URL(request.url).pathname === '/api/auth/signout')
    .map((request) => ({ method: request.method, authorization: request.headers.get('authorization') }));

it('Logout signs out, says so and goes to /login (not "session expired")', async () => {
  (loadRemote as jest.Mock).mockImplementation(async (id: string) => ({ default: () => <h1>page {id}</h1> }));
  const backend = fakeBackend({
    '/notification-count': { success: true, data: 0 },
    '/auth/signout': { success: true },
  });
  const token = tokenExpiringIn(3600);
  act(() => sessionStore.getState().signIn(token, userWithRole('admin')));
  renderApp('/dashboard');
  await userEvent.click(await screen.findByRole('button', { name: 'Logout' }, { timeout: 10000 }));
  expect(await screen.findByText('page mfe_onboarding/Login', undefined, { timeout: 10000 })).toBeInTheDocument();
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(screen.getByText(sessionMessages.loggedOut)).toBeInTheDocument();
  expect(screen.queryByText(messages.sessionExpiredGuard)).not.toBeInTheDocument();
  // The server ends that token too, so a copy of it stops working.
  await waitFor(() => expect(signOutCalls(backend)).toEqual([{ method: 'POST', authorization: `Bearer ${token}` }]));
});

it('Logout clears the session even when the server cannot be told', async () => {
  (loadRemote as jest.Mock).mockImplementation(async (id: string) => ({ default: () => <h1>page {id}</h1> }));
  const backend = fakeBackend({ '/notification-count': { success: true, data: 0 } });
  const fallback = backend.getMockImplementation()!;
  backend.mockImplementation(async (input: Request | string | URL) => {
    if (input instanceof Request && new URL(input.url).pathname === '/api/auth/signout') throw new TypeError('offline');
    return fallback(input);
  });
  act(() => sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('admin')));
  renderApp('/dashboard');
  await userEvent.click(await screen.findByRole('button', { name: 'Logout' }, { timeout: 10000 }));
  expect(await screen.findByText('page mfe_onboarding/Login', undefined, { timeout: 10000 })).toBeInTheDocument();
  await waitFor(() => expect(signOutCalls(backend)).toHaveLength(1));
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(sessionStore.getState().token).toBeNull();
  expect(screen.queryByText(sessionMessages.sessionExpired)).not.toBeInTheDocument();
});
