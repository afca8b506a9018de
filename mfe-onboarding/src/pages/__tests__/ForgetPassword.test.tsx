import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ForgetPassword from '../ForgetPassword';
import { fakeApi } from '@portal/shared/testing/jest';
import { renderPage, resetSession } from '@portal/shared/testing/jest';
import { messages } from '../../texts';

const at = { path: '/forgetpassword', url: '/forgetpassword' };
const sendButton = () => screen.getByRole('button', { name: messages.sendResetLink });

beforeEach(resetSession);

describe('ForgetPassword', () => {
  it('sends the reset link to the address typed and says so', async () => {
    const { bodies: sent } = fakeApi({
      'POST /auth/forget-password': {
        body: { success: true, message: 'If an account exists for this email, a reset link has been sent.' },
      },
    });
    const user = userEvent.setup();
    renderPage(<ForgetPassword />, at);
    await user.type(screen.getByLabelText(messages.emailLabel), 'Ada@Example.com');
    await user.click(sendButton());

    expect(await screen.findByText(`success: ${messages.resetEmailSent}`)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'POST', path: '/api/auth/forget-password', body: { email: 'ada@example.com' } }]);
    expect(sendButton()).toBeEnabled();
  });

  it('asks for a valid address before sending anything', async () => {
    const { fetchMock } = fakeApi({});
    const user = userEvent.setup();
    renderPage(<ForgetPassword />, at);
    await user.type(screen.getByLabelText(messages.emailLabel), 'ada');
    await user.click(sendButton());
    expect(await screen.findByText(messages.validEmail)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message on failure", async () => {
    fakeApi({
      'POST /auth/forget-password': {
        status: 429,
        body: { success: false, message: 'Too many requests. Please wait a moment and try again.' },
      },
    });
    const user = userEvent.setup();
    renderPage(<ForgetPassword />, at);
    await user.type(screen.getByLabelText(messages.emailLabel), 'ada@example.com');
    await user.click(sendButton());
    expect(
      await screen.findByText('error: Too many requests. Please wait a moment and try again.'),
    ).toBeInTheDocument();
  });

  it('links back to /login', () => {
    renderPage(<ForgetPassword />, at);
    expect(screen.getByRole('link', { name: messages.backToLogin })).toHaveAttribute('href', '/login');
  });
});
