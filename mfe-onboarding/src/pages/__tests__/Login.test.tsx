import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type User } from '@portal/shared';
import Login from '../Login';
import { fakeApi, heldReply } from '@portal/shared/testing/jest';
import { candidate, sessionReply, authConfig, withoutConfig } from '../../testing/fixtures';
import { renderPage, resetSession } from '@portal/shared/testing/jest';
import { messages } from '../../texts';

const at = { path: '/login', url: '/login' };
type Person = ReturnType<typeof userEvent.setup>;
const finished = candidate({ step2: true, step3: true, step4: true, step5: true });

async function fillIn(user: Person, email: string, password: string) {
  if (email) await user.type(screen.getByLabelText(messages.emailLabel), email);
  if (password) await user.type(screen.getByLabelText(messages.passwordLabel), password);
}
const signInButton = () => screen.getByRole('button', { name: messages.loginSubmit });

beforeEach(resetSession);

describe('Login', () => {
  it.each([
    ['both fields are empty', '', ''],
    ['the password is missing', 'ada@example.com', ''],
    ['the email is missing', '', 'Secret1!'],
  ])("says 'Email and password are required!' when %s, and sends nothing", async (_case, email, password) => {
    const { bodies } = fakeApi({ ...authConfig() });
    const user = userEvent.setup();
    renderPage(<Login />, at);
    await fillIn(user, email, password);
    await user.click(signInButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginRequired);
    expect(withoutConfig(bodies)).toEqual([]);
  });

  it.each<[string, string, User]>([
    ['a candidate who has not completed the profile', '/complete', candidate()],
    ['a candidate who still has to upload documents', '/upload', candidate({ step2: true })],
    ['an admin', '/dashboard', candidate({ role: 'admin' })],
    [
      'a candidate who finished onboarding',
      '/dashboard',
      candidate({ step2: true, step3: true, step4: true, step5: true }),
    ],
  ])('signs in %s and goes to %s', async (_who, destination, person) => {
    const { bodies } = fakeApi({ ...authConfig(), 'POST /auth/signin': sessionReply(person, 'signed.in.token') });
    const user = userEvent.setup();
    renderPage(<Login />, at);
    await fillIn(user, 'Ada@Example.com', 'Secret1!');
    await user.click(signInButton());

    expect(await screen.findByText(`Now at ${destination}`)).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'toast' })).toHaveTextContent(`success: ${messages.loginSuccessful}`);
    expect(sessionStore.getState()).toMatchObject({ token: 'signed.in.token', user: person });
    expect(withoutConfig(bodies)).toEqual([
      {
        method: 'POST',
        path: '/api/auth/signin',
        body: { email: 'ada@example.com', password: 'Secret1!', rememberMe: false },
      },
    ]);
  });

  it.each<[string, string, User, string]>([
    ['the same account, onboarding done', '/application', finished, finished._id],
    ['another account', '/dashboard', finished, 'someone-else'],
    ['the same account, onboarding not done', '/complete', candidate(), candidate()._id],
  ])('opened by an ended session, signs in %s and goes to %s', async (_who, destination, person, endedFor) => {
    fakeApi({ ...authConfig(), 'POST /auth/signin': sessionReply(person, 'signed.in.token') });
    const user = userEvent.setup();
    renderPage(<Login />, { ...at, state: { returnTo: { path: '/application', userId: endedFor } } });
    await fillIn(user, 'ada@example.com', 'Secret1!');
    await user.click(signInButton());
    expect(await screen.findByText(`Now at ${destination}`)).toBeInTheDocument();
  });

  it('sends Remember Me when ticked, and is busy (disabled) while the call runs', async () => {
    const { route: signIn, release } = heldReply();
    const { bodies } = fakeApi({ ...authConfig(), 'POST /auth/signin': signIn });
    const user = userEvent.setup();
    renderPage(<Login />, at);
    await fillIn(user, 'ada@example.com', 'Secret1!');
    await user.click(screen.getByRole('checkbox', { name: messages.rememberMe }));
    await user.click(signInButton());

    const busy = await screen.findByRole('button', { name: messages.signInBusy });
    expect(busy).toBeDisabled();
    await user.click(busy);
    expect(withoutConfig(bodies)).toHaveLength(1);
    expect(withoutConfig(bodies)[0]?.body).toMatchObject({ rememberMe: true });

    release(sessionReply(candidate()));
    expect(await screen.findByText('Now at /complete')).toBeInTheDocument();
  });

  it("shows the server's message when sign-in is refused, and stays signed out", async () => {
    fakeApi({
      ...authConfig(),
      'POST /auth/signin': { status: 401, body: { success: false, message: 'Invalid email or password.' } },
    });
    const user = userEvent.setup();
    renderPage(<Login />, at);
    await fillIn(user, 'ada@example.com', 'Wrong1!x');
    await user.click(signInButton());

    expect(await screen.findByText('error: Invalid email or password.')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
    expect(signInButton()).toBeEnabled();
  });

  it('links to /forgetpassword and /register, and lets the user show the password', async () => {
    const user = userEvent.setup();
    renderPage(<Login />, at);
    expect(screen.getByRole('link', { name: messages.forgotPasswordLink })).toHaveAttribute('href', '/forgetpassword');
    expect(screen.getByRole('link', { name: messages.signUpLink })).toHaveAttribute('href', '/register');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(screen.getByLabelText(messages.passwordLabel)).toHaveAttribute('type', 'text');
  });

  it('says Google sign-in is not configured instead of doing nothing', async () => {
    const user = userEvent.setup();
    renderPage(<Login />, at);
    await user.click(screen.getByRole('button', { name: messages.googleSignIn }));
    expect(screen.getByRole('status', { name: 'toast' })).toHaveTextContent(`info: ${messages.googleNotConfigured}`);
  });
});
