import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared';
import Login from '../Login';
import Register from '../Register';
import { fakeApi } from '@portal/shared/testing/jest';
import { candidate, sessionReply, authConfig, withoutConfig } from '../../testing/fixtures';
import { renderPage, resetSession } from '@portal/shared/testing/jest';
import { messages } from '../../texts';

const CLIENT_ID = 'client-123.apps.googleusercontent.com';

type Initialize = { client_id: string; callback: (response: { credential?: string }) => void };

/** Google Identity Services as the page sees it once its script has loaded. */
function fakeGoogleIdentity() {
  const initialize = jest.fn<void, [Initialize]>();
  const renderButton = jest.fn((parent: HTMLElement, _options: { text?: string }) => {
    const button = document.createElement('div');
    button.setAttribute('role', 'button');
    button.textContent = 'Sign in with Google (GIS)';
    parent.appendChild(button);
  });
  Object.assign(window, {
    google: { accounts: { id: { initialize, renderButton, prompt: jest.fn(), cancel: jest.fn() } } },
  });
  return { initialize, renderButton };
}

const gisScript = () =>
  document.querySelector<HTMLScriptElement>('script[src^="https://accounts.google.com/gsi/client"]');

beforeEach(() => {
  resetSession();
  delete (window as { google?: unknown }).google;
});

describe('the Google button', () => {
  it.each([
    ['/login', <Login key="login" />, messages.googleSignIn],
    ['/register', <Register key="register" />, messages.googleRegister],
  ])('on %s without a client id says Google sign-in is not configured and loads nothing', async (path, page, label) => {
    fakeApi({ ...authConfig() });
    const user = userEvent.setup();
    renderPage(page, { path, url: path });
    const button = screen.getByRole('button', { name: label });
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    expect(screen.getByRole('status', { name: 'toast' })).toHaveTextContent(`info: ${messages.googleNotConfigured}`);
    expect(gisScript()).toBeNull();
  });

  it('with a client id loads Google Identity Services, sends the ID token and signs in like the login', async () => {
    const person = candidate({ step2: true });
    const { bodies } = fakeApi({
      ...authConfig(CLIENT_ID),
      'POST /auth/google': sessionReply(person, 'google.session.token'),
    });
    const user = userEvent.setup();
    renderPage(<Login />, { path: '/login', url: '/login' });

    await waitFor(() => expect(gisScript()).not.toBeNull());
    expect(screen.queryByRole('button', { name: messages.googleSignIn })).not.toBeInTheDocument();
    const gis = fakeGoogleIdentity();
    await user.click(screen.getByRole('checkbox', { name: messages.rememberMe }));
    act(() => {
      gisScript()!.dispatchEvent(new Event('load'));
    });

    await waitFor(() => expect(gis.renderButton).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Sign in with Google (GIS)' })).toBeInTheDocument();
    const { client_id, callback } = gis.initialize.mock.calls.at(-1)![0];
    expect(client_id).toBe(CLIENT_ID);

    act(() => callback({ credential: 'google.id.token' }));
    expect(await screen.findByText('Now at /upload')).toBeInTheDocument();
    expect(withoutConfig(bodies)).toEqual([
      { method: 'POST', path: '/api/auth/google', body: { credential: 'google.id.token', rememberMe: true } },
    ]);
    expect(sessionStore.getState()).toMatchObject({ token: 'google.session.token', user: person });
    expect(screen.getByRole('status', { name: 'toast' })).toHaveTextContent(`success: ${messages.loginSuccessful}`);
  });

  it("a token the server refuses shows the server's message and stays signed out", async () => {
    fakeApi({
      ...authConfig(CLIENT_ID),
      'POST /auth/google': {
        status: 401,
        body: { success: false, message: 'Google sign-in failed. Please try again.' },
      },
    });
    renderPage(<Register />, { path: '/register', url: '/register' });
    await waitFor(() => expect(gisScript()).not.toBeNull());
    const gis = fakeGoogleIdentity();
    act(() => {
      gisScript()!.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(gis.initialize).toHaveBeenCalled());
    expect(gis.renderButton.mock.calls.at(-1)?.[1]).toMatchObject({ text: 'signup_with' });

    act(() => gis.initialize.mock.calls.at(-1)![0].callback({ credential: 'forged.id.token' }));
    expect(await screen.findByText('error: Google sign-in failed. Please try again.')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('says so when the Google script cannot be loaded', async () => {
    fakeApi({ ...authConfig(CLIENT_ID) });
    renderPage(<Login />, { path: '/login', url: '/login' });
    await waitFor(() => expect(gisScript()).not.toBeNull());
    act(() => {
      gisScript()!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText(`error: ${messages.googleUnavailable}`)).toBeInTheDocument();
  });
});
