import { act, screen } from '@testing-library/react';
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

it('Logout signs out, says so and goes to /login (not "session expired")', async () => {
  (loadRemote as jest.Mock).mockImplementation(async (id: string) => ({ default: () => <h1>page {id}</h1> }));
  fakeBackend({ '/notification-count': { success: true, data: 0 } });
  act(() => sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('admin')));
  renderApp('/dashboard');
  await userEvent.click(await screen.findByRole('button', { name: 'Logout' }, { timeout: 10000 }));
  expect(await screen.findByText('page mfe_onboarding/Login', undefined, { timeout: 10000 })).toBeInTheDocument();
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(screen.getByText(sessionMessages.loggedOut)).toBeInTheDocument();
  expect(screen.queryByText(messages.sessionExpiredGuard)).not.toBeInTheDocument();
});
