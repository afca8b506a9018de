import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared';
import { candidate } from '@portal/shared/testing';
import { fakeApi } from '@portal/shared/testing/jest';
import { LocalCardForm } from '../LocalCardForm';
import { redirectToProvider } from '../../api/provider-redirect';

jest.mock('../../api/provider-redirect', () => ({ redirectToProvider: jest.fn() }));
import { intent, ok } from '../../../../testing/fixtures';
import { renderPage, resetSession } from '@portal/shared/testing/jest';

const at = { path: '/pricing', url: '/pricing' };

async function payWith(cardNumber: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Card number'), cardNumber);
  await user.type(screen.getByLabelText('Expiry (MM / YY)'), '12 / 34');
  await user.type(screen.getByLabelText('CVC'), '123');
  await user.click(screen.getByRole('button', { name: 'Pay now' }));
}

beforeEach(() => {
  resetSession();
  act(() => sessionStore.getState().signIn('signed.in.token', candidate));
});

describe('the local card form', () => {
  it('4242 succeeds and goes to /completepayment with the return parameters; only the card goes to the server', async () => {
    const { bodies } = fakeApi({ 'POST /payments/local/confirm': ok(intent()) });
    renderPage(<LocalCardForm clientSecret="pi_test_secret_abc" amount={27000} />, at);
    expect(screen.getByText('Amount to pay: $270.00')).toBeInTheDocument();
    await payWith('4242424242424242');
    expect(
      await screen.findByText(
        'Now at /completepayment?payment_intent=pi_test&payment_intent_client_secret=pi_test_secret_abc',
      ),
    ).toBeInTheDocument();
    expect(bodies[0]?.body).toEqual({
      client_secret: 'pi_test_secret_abc',
      cardNumber: '4242 4242 4242 4242',
      expiry: '12 / 34',
      cvc: '123',
    });
  });

  it("a decline shows the provider's message and stays", async () => {
    fakeApi({
      'POST /payments/local/confirm': {
        status: 402,
        body: { success: false, message: 'Your card has insufficient funds.' },
      },
    });
    renderPage(<LocalCardForm clientSecret="pi_test_secret_abc" amount={27000} />, at);
    await payWith('4000000000009995');
    expect(await screen.findByRole('alert')).toHaveTextContent('Your card has insufficient funds.');
  });

  it('requires action: leaves for the authentication page', async () => {
    fakeApi({
      'POST /payments/local/confirm': ok(
        intent({
          status: 'requires_action',
          nextActionUrl:
            '/payment-authentication?payment_intent=pi_test&payment_intent_client_secret=pi_test_secret_abc',
        }),
      ),
    });
    renderPage(<LocalCardForm clientSecret="pi_test_secret_abc" amount={27000} />, at);
    await payWith('4000002500003155');
    await waitFor(() =>
      expect(redirectToProvider).toHaveBeenCalledWith(
        '/payment-authentication?payment_intent=pi_test&payment_intent_client_secret=pi_test_secret_abc',
      ),
    );
  });

  it("other failures: 'An unexpected error occurred.'; a short number is refused before sending", async () => {
    const { bodies } = fakeApi({
      'POST /payments/local/confirm': { status: 500, body: { success: false, message: 'Internal' } },
    });
    renderPage(<LocalCardForm clientSecret="pi_test_secret_abc" amount={27000} />, at);
    await payWith('4242');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter the 16 digits of your card number.');
    expect(bodies).toHaveLength(0);
    await userEvent.type(screen.getByLabelText('Card number'), '424242424242');
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An unexpected error occurred.');
  });
});
