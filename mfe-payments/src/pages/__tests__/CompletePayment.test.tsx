import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { sessionStore } from '@portal/shared';
import { candidate } from '@portal/shared/testing';
import { fakeApi } from '@portal/shared/testing/jest';
import CompletePayment from '../CompletePayment';
import { intent, ok } from '../../testing/fixtures';
import { renderPage, resetSession } from '@portal/shared/testing/jest';

const url =
  '/completepayment?payment_intent=pi_test&payment_intent_client_secret=pi_test_secret_abc&redirect_status=succeeded';
const at = { path: '/completepayment', url };
const intentRoute = 'GET /payments/intents?client_secret=pi_test_secret_abc';

beforeEach(() => {
  resetSession();
  act(() => sessionStore.getState().signIn('signed.in.token', candidate));
});

describe('/completepayment', () => {
  it("shows the intent id and 'Payment succeeded', then goes to /payment-success", async () => {
    fakeApi({ [intentRoute]: ok(intent({ status: 'succeeded' })) });
    renderPage(<CompletePayment />, at);
    expect(await screen.findByText('Payment succeeded')).toBeInTheDocument();
    expect(screen.getByText('Payment pi_test')).toBeInTheDocument();
    expect(await screen.findByText('Now at /payment-success', undefined, { timeout: 3000 })).toBeInTheDocument();
  });

  it("the redirect takes the result page's place in the history: Back from /payment-success leaves it", async () => {
    fakeApi({ [intentRoute]: ok(intent({ status: 'succeeded' })) });
    function Back() {
      const navigate = useNavigate();
      return (
        <button type="button" onClick={() => navigate(-1)}>
          Back
        </button>
      );
    }
    function Where() {
      return <p>At {useLocation().pathname}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/summary', url]} initialIndex={1}>
        <Routes>
          <Route path="/completepayment" element={<CompletePayment />} />
          <Route path="/payment-success" element={<Back />} />
          <Route path="*" element={<Where />} />
        </Routes>
      </MemoryRouter>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }, { timeout: 3000 }));
    expect(await screen.findByText('At /summary')).toBeInTheDocument();
  });

  it('a payment that went through after its months had ended: received, no plan started, to be refunded; it stays', async () => {
    fakeApi({
      [intentRoute]: ok(intent({ status: 'succeeded', amount: 24000, paidTooLate: { year: 2030, months: ['Nov'] } })),
    });
    renderPage(<CompletePayment />, at);
    expect(await screen.findByText('Payment received, but no plan was started')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Your payment of $240.00 went through only after Nov 2030 had ended, so no plan was started. Our team has been told and will refund the payment to your card.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Payment succeeded')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose your months again' })).toHaveAttribute('href', '/mysub');
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(screen.queryByText('Now at /payment-success')).not.toBeInTheDocument();
  });

  it.each([
    ['processing', 'Your payment is processing.'],
    ['requires_payment_method', 'Your payment was not successful, please try again.'],
    ['requires_action', 'Something went wrong, please try again.'],
    ['canceled', 'Something went wrong, please try again.'],
  ] as const)('%s: %s (whatever redirect_status the URL says)', async (status, text) => {
    fakeApi({
      [intentRoute]: ok(
        intent({
          status,
          lastPaymentError: status === 'requires_payment_method' ? 'Your card has insufficient funds.' : null,
        }),
      ),
    });
    renderPage(<CompletePayment />, at);
    expect(await screen.findByText(text)).toBeInTheDocument();
    if (status === 'requires_payment_method')
      expect(screen.getByText('Your card has insufficient funds.')).toBeInTheDocument();
    expect(screen.queryByText('Now at /payment-success')).not.toBeInTheDocument();
  });

  it('without return parameters, or when the server cannot answer: something went wrong', async () => {
    fakeApi({ [intentRoute]: { status: 500, body: { success: false, message: 'x' } } });
    renderPage(<CompletePayment />, at);
    expect(await screen.findByText('Something went wrong, please try again.')).toBeInTheDocument();
  });
});
