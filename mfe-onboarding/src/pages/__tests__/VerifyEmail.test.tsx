import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, TOKEN_KEY } from '@portal/shared';
import { REDIRECT_DELAY_MS } from '@portal/shared/onboarding';
import VerifyEmail from '../VerifyEmail';
import { fakeApi } from '@portal/shared/testing/jest';
import { candidate, sessionReply } from '../../testing/fixtures';
import { renderPage, resetSession } from '@portal/shared/testing/jest';
import { messages } from '../../texts';

const fromRegister = {
  path: '/verify-email',
  url: '/verify-email?email=ada%40example.com',
  state: { email: 'ada@example.com' },
};

beforeEach(resetSession);
afterEach(() => jest.useRealTimers());

describe('VerifyEmail', () => {
  it('asks for the code when it is empty and sends nothing', async () => {
    const { fetchMock } = fakeApi({});
    const user = userEvent.setup();
    renderPage(<VerifyEmail />, fromRegister);
    await user.click(screen.getByRole('button', { name: messages.verifySubmit }));
    expect(await screen.findByText(messages.codeRequired)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers a numeric keyboard and keeps only six digits', async () => {
    const user = userEvent.setup();
    renderPage(<VerifyEmail />, fromRegister);
    const code = screen.getByLabelText(messages.verificationCodeLabel);
    expect(code).toHaveAttribute('inputmode', 'numeric');
    await user.type(code, '12a 34-567');
    expect(code).toHaveValue('123456');
  });

  it.each([
    ['a candidate', '/verified', 'user' as const],
    ['an admin', '/verified', 'admin' as const],
    ['a super admin', '/dashboard', 'superAdmin' as const],
  ])('stores the session of %s, says so, and after 2 seconds goes to %s', async (_who, destination, role) => {
    jest.useFakeTimers();
    const verifiedUser = candidate({ role });
    const { bodies: sent } = fakeApi({
      'POST /auth/email-verification': sessionReply(verifiedUser, 'verified.jwt.token'),
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<VerifyEmail />, fromRegister);
    await user.type(screen.getByLabelText(messages.verificationCodeLabel), '123456');
    await user.click(screen.getByRole('button', { name: messages.verifySubmit }));

    expect(await screen.findByText(`success: ${messages.emailVerified}`)).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/auth/email-verification', body: { email: 'ada@example.com', token: '123456' } },
    ]);
    expect(sessionStore.getState()).toMatchObject({ token: 'verified.jwt.token', user: verifiedUser });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('verified.jwt.token');
    expect(screen.getByRole('button', { name: messages.verifySubmit })).toBeDisabled();

    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS - 100));
    expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText(`Now at ${destination}`)).toBeInTheDocument();
  });

  it("shows the server's message when the code is refused", async () => {
    fakeApi({
      'POST /auth/email-verification': {
        status: 400,
        body: { success: false, message: 'The verification code is incorrect.' },
      },
    });
    const user = userEvent.setup();
    renderPage(<VerifyEmail />, fromRegister);
    await user.type(screen.getByLabelText(messages.verificationCodeLabel), '000000');
    await user.click(screen.getByRole('button', { name: messages.verifySubmit }));
    expect(await screen.findByText('error: The verification code is incorrect.')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
    expect(screen.getByRole('button', { name: messages.verifySubmit })).toBeEnabled();
  });

  it("falls back to 'Verification failed.' when the server gives no message", async () => {
    fakeApi({ 'POST /auth/email-verification': { status: 502 } });
    const user = userEvent.setup();
    renderPage(<VerifyEmail />, fromRegister);
    await user.type(screen.getByLabelText(messages.verificationCodeLabel), '123456');
    await user.click(screen.getByRole('button', { name: messages.verifySubmit }));
    expect(await screen.findByText(`error: ${messages.verificationFailed}`)).toBeInTheDocument();
  });

  it('resends the code to the handed-over address', async () => {
    const { bodies: sent } = fakeApi({
      'POST /auth/resend-verification-code': { body: { success: true, message: 'Sent.' } },
    });
    const user = userEvent.setup();
    renderPage(<VerifyEmail />, fromRegister);
    await user.click(screen.getByRole('button', { name: messages.resendCode }));
    expect(await screen.findByText(`success: ${messages.resendSent}`)).toBeInTheDocument();
    expect(sent).toEqual([
      { method: 'POST', path: '/api/auth/resend-verification-code', body: { email: 'ada@example.com' } },
    ]);
  });

  it("says 'Failed to resend code.' when resending fails", async () => {
    fakeApi({
      'POST /auth/resend-verification-code': {
        status: 429,
        body: { success: false, message: 'Too many requests. Please wait a moment and try again.' },
      },
    });
    const user = userEvent.setup();
    renderPage(<VerifyEmail />, fromRegister);
    await user.click(screen.getByRole('button', { name: messages.resendCode }));
    expect(await screen.findByText(`error: ${messages.resendFailed}`)).toBeInTheDocument();
  });

  it('keeps the address from the query after a reload (no navigation state)', () => {
    renderPage(<VerifyEmail />, { path: '/verify-email', url: '/verify-email?email=ada%40example.com' });
    expect(screen.getByText('Enter the 6-digit code we sent to ada@example.com.')).toBeInTheDocument();
    expect(screen.queryByLabelText(messages.emailLabel)).not.toBeInTheDocument();
  });

  it('asks for the address again when the link carries something that is not one', () => {
    renderPage(<VerifyEmail />, { path: '/verify-email', url: '/verify-email?email=not-an-address' });
    expect(screen.getByLabelText(messages.emailLabel)).toHaveValue('not-an-address');
    expect(screen.getByText(messages.verifyCodeIntro)).toBeInTheDocument();
  });

  it('asks for the address when the page is opened directly, and sends the one typed', async () => {
    const { bodies: sent } = fakeApi({ 'POST /auth/email-verification': sessionReply(candidate()) });
    const user = userEvent.setup();
    renderPage(<VerifyEmail />, { path: '/verify-email', url: '/verify-email' });
    const email = screen.getByLabelText(messages.emailLabel);
    await user.type(screen.getByLabelText(messages.verificationCodeLabel), '654321');
    await user.click(screen.getByRole('button', { name: messages.verifySubmit }));
    expect(await screen.findByText(messages.validEmail)).toBeInTheDocument();

    await user.type(email, 'Ada@Example.com');
    await user.click(screen.getByRole('button', { name: messages.verifySubmit }));
    expect(await screen.findByText(`success: ${messages.emailVerified}`)).toBeInTheDocument();
    expect(sent[0]?.body).toEqual({ email: 'ada@example.com', token: '654321' });
  });
});
