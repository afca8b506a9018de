import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { REDIRECT_DELAY_MS } from '@portal/shared/onboarding';
import ResetPassword from '../ResetPassword';
import { fakeApi } from '@portal/shared/testing/jest';
import { renderPage, resetSession } from '@portal/shared/testing/jest';
import { messages } from '../../texts';

const withToken = { path: '/reset-password', url: '/reset-password?token=reset-token-123' };
const resetButton = () => screen.getByRole('button', { name: messages.resetSubmit });

beforeEach(resetSession);
afterEach(() => jest.useRealTimers());

describe('ResetPassword', () => {
  it('explains a missing token and offers no form to submit', () => {
    renderPage(<ResetPassword />, { path: '/reset-password', url: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent(messages.resetTokenMissing);
    expect(screen.queryByRole('button', { name: messages.resetSubmit })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.backToLogin })).toHaveAttribute('href', '/login');
  });

  it('holds the new password to the sign-up rule', async () => {
    const user = userEvent.setup();
    renderPage(<ResetPassword />, withToken);
    await user.type(screen.getByLabelText(messages.emailLabel), 'ada@example.com');
    await user.type(screen.getByLabelText(messages.newPasswordLabel), 'password');
    expect(screen.getByText(messages.passwordRule)).toBeInTheDocument();
    expect(resetButton()).toBeDisabled();
  });

  it('resets with the token from the link, says so, and goes to /login after 2 seconds', async () => {
    jest.useFakeTimers();
    const { bodies: sent } = fakeApi({
      'POST /auth/reset-password': { body: { success: true, message: 'Password reset.' } },
    });
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderPage(<ResetPassword />, withToken);
    await user.type(screen.getByLabelText(messages.emailLabel), 'ada@example.com');
    await user.type(screen.getByLabelText(messages.newPasswordLabel), 'NewSecret1!');
    await user.click(resetButton());

    expect(await screen.findByText(`success: ${messages.passwordResetDone}`)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/auth/reset-password',
        body: { email: 'ada@example.com', password: 'NewSecret1!', token: 'reset-token-123' },
      },
    ]);
    act(() => jest.advanceTimersByTime(REDIRECT_DELAY_MS - 100));
    expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.getByText('Now at /login')).toBeInTheDocument();
  });

  it("shows the server's message for a bad token and stays", async () => {
    fakeApi({
      'POST /auth/reset-password': {
        status: 400,
        body: { success: false, message: 'This reset link is invalid or has already been used.' },
      },
    });
    const user = userEvent.setup();
    renderPage(<ResetPassword />, withToken);
    await user.type(screen.getByLabelText(messages.emailLabel), 'ada@example.com');
    await user.type(screen.getByLabelText(messages.newPasswordLabel), 'NewSecret1!');
    await user.click(resetButton());
    expect(await screen.findByText('error: This reset link is invalid or has already been used.')).toBeInTheDocument();
    expect(screen.queryByText(/^Now at/)).not.toBeInTheDocument();
    expect(resetButton()).toBeEnabled();
  });
});
