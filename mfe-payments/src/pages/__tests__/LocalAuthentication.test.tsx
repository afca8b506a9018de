import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared';
import { candidate } from '@portal/shared/testing';
import { fakeApi } from '@portal/shared/testing/jest';
import PaymentAuthentication from '../PaymentAuthentication';
import PaymentSuccess from '../PaymentSuccess';
import { intent, ok } from '../../testing/fixtures';
import { renderPage, resetSession } from '@portal/shared/testing/jest';

beforeEach(() => {
  resetSession();
  act(() => sessionStore.getState().signIn('signed.in.token', candidate));
});

describe('the local bank page and /payment-success', () => {
  it.each([
    ['Complete', 'complete'],
    ['Fail', 'fail'],
  ])('%s answers the bank and returns to /completepayment', async (button, outcome) => {
    const { bodies } = fakeApi({
      'POST /payments/local/authenticate': ok(
        intent({ status: outcome === 'complete' ? 'succeeded' : 'requires_payment_method' }),
      ),
    });
    renderPage(<PaymentAuthentication />, {
      path: '/payment-authentication',
      url: '/payment-authentication?payment_intent=pi_test&payment_intent_client_secret=pi_test_secret_abc',
    });
    await userEvent.click(screen.getByRole('button', { name: button }));
    expect(
      await screen.findByText(/^Now at \/completepayment\?payment_intent=pi_test&payment_intent_client_secret=/),
    ).toBeInTheDocument();
    expect(bodies[0]?.body).toEqual({ client_secret: 'pi_test_secret_abc', outcome });
  });

  it("/payment-success: 'Congratulations! Your upgrade plan is activated', the session learns the plan, 'Go Back to Dashboard' to /mysub", async () => {
    fakeApi({ 'GET /user/me': ok({ ...candidate, subscription: 'Silver' }) });
    renderPage(<PaymentSuccess />, { path: '/payment-success', url: '/payment-success' });
    expect(
      screen.getByRole('heading', { name: 'Congratulations! Your upgrade plan is activated' }),
    ).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.getState().user?.subscription).toBe('Silver'));
    await userEvent.click(screen.getByRole('button', { name: 'Go Back to Dashboard' }));
    expect(await screen.findByText('Now at /mysub')).toBeInTheDocument();
  });
});
