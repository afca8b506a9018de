import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ResendVerification from '../ResendVerification';
import { fakeApi } from '@portal/shared/testing/jest';
import { renderPage, resetSession } from '@portal/shared/testing/jest';
import { messages } from '../../texts';

const at = { path: '/resend-verification', url: '/resend-verification' };
const resendButton = () => screen.getByRole('button', { name: messages.resendSubmit });

beforeEach(resetSession);

describe('ResendVerification', () => {
  it("says 'Please enter your email address.' when empty, and sends nothing", async () => {
    const { fetchMock } = fakeApi({});
    const user = userEvent.setup();
    renderPage(<ResendVerification />, at);
    await user.click(resendButton());
    expect(await screen.findByText(messages.resendEmailRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends a new code and goes to /verify-email with the address', async () => {
    const { bodies: sent } = fakeApi({
      'POST /auth/resend-verification-code': { body: { success: true, message: 'Sent.' } },
    });
    const user = userEvent.setup();
    renderPage(<ResendVerification />, at);
    await user.type(screen.getByLabelText(messages.emailLabel), 'ada@example.com');
    await user.click(resendButton());

    expect(await screen.findByText('Now at /verify-email?email=ada%40example.com')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'toast' })).toHaveTextContent(`success: ${messages.resendSent}`);
    expect(sent).toEqual([
      { method: 'POST', path: '/api/auth/resend-verification-code', body: { email: 'ada@example.com' } },
    ]);
  });

  it.each([
    ['an unknown address (404)', 404, messages.resendEmailNotFound],
    ['any other failure', 500, messages.genericTryLater],
    ['too many requests', 429, messages.genericTryLater],
  ])('explains %s', async (_case, status, text) => {
    fakeApi({
      'POST /auth/resend-verification-code': { status, body: { success: false, message: 'Email not found.' } },
    });
    const user = userEvent.setup();
    renderPage(<ResendVerification />, at);
    await user.type(screen.getByLabelText(messages.emailLabel), 'nobody@example.com');
    await user.click(resendButton());
    expect(await screen.findByText(`error: ${text}`)).toBeInTheDocument();
    expect(resendButton()).toBeEnabled();
  });

  it('goes back to login', () => {
    renderPage(<ResendVerification />, at);
    expect(screen.getByRole('link', { name: messages.backToLogin })).toHaveAttribute('href', '/login');
  });
});
