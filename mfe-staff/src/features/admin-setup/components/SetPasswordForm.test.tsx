import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, resetSession } from '@portal/shared/testing/jest';
import { renderAt } from '../../../testing/render-at';
import { adminSetupTexts as texts } from '../texts';
import { SetPasswordForm } from './SetPasswordForm';

const setupRoutes = () =>
  fakeApi({
    'POST /auth/set-password/check': {
      body: { success: true, data: { email: 'priya@portal.test', firstName: 'Priya' } },
    },
    'POST /auth/set-password': { body: { success: true, message: 'Your password is set. You can now sign in.' } },
  });

async function setPassword() {
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  await screen.findByText(texts.greeting('Priya', 'priya@portal.test'));
  await user.type(screen.getByLabelText(texts.password), 'Str0ng!Pass');
  await user.click(screen.getByRole('button', { name: texts.submit }));
  await screen.findByText('Your password is set. You can now sign in.');
}

beforeEach(() => {
  resetSession();
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('SetPasswordForm', () => {
  it('sets the password from the link, then goes to sign-in after two seconds', async () => {
    const { bodies } = setupRoutes();
    renderAt(<SetPasswordForm />, '/set-password?token=abc', '/set-password');
    await setPassword();
    expect(bodies.at(-1)).toEqual({
      method: 'POST',
      path: '/api/auth/set-password',
      body: { token: 'abc', password: 'Str0ng!Pass' },
    });
    expect(screen.getByTestId('address')).toHaveTextContent('/set-password?token=abc');
    await act(() => jest.advanceTimersByTimeAsync(2000));
    expect(screen.getByTestId('address')).toHaveTextContent(/^\/login$/);
  });

  it('does not navigate once the page was left before the two seconds ran', async () => {
    setupRoutes();
    const view = renderAt(<SetPasswordForm />, '/set-password?token=abc', '/set-password');
    await setPassword();
    view.unmount();
    // The redirect's timer went with the page: nothing is left to navigate a page no longer shown.
    expect(jest.getTimerCount()).toBe(0);
  });
});
