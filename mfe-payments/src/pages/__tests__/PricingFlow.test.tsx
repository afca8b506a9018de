import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared';
import { candidate } from '@portal/shared/testing';
import { fakeApi, heldReply } from '@portal/shared/testing/jest';
import Pricing from '../Pricing';
import { configReply, createdPayment, monthsReply, ok, silverState } from '../../testing/fixtures';
import { renderPage, resetSession } from '@portal/shared/testing/jest';

const at = (state: unknown = silverState) => ({ path: '/pricing', url: '/pricing', state });
const month = (name: string) => screen.findByRole('checkbox', { name: new RegExp(`^${name}`) });

beforeEach(() => {
  resetSession();
  act(() => sessionStore.getState().signIn('signed.in.token', { ...candidate, step4: false, step5: false }));
});

describe('/pricing', () => {
  it('shows the month count, price × count and the total, with the Professional CV ticked by default', async () => {
    fakeApi({ 'GET /check-available-months-for-user': monthsReply([], ['Jan']) });
    const user = userEvent.setup();
    renderPage(<Pricing />, at());
    expect(screen.getByTestId('pricing-total')).toHaveTextContent('$0.00');
    expect(screen.getByRole('checkbox', { name: 'Include Professional CV ($30)' })).toBeChecked();
    expect(screen.getByText('See your total (including taxes)')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeDisabled();
    await user.click(await month('Nov'));
    await user.click(await month('Dec'));
    expect(screen.getByText('Months selected: 2')).toBeInTheDocument();
    expect(screen.getByTestId('pricing-months')).toHaveTextContent('$120.00 × 2 months = $240.00');
    // The CV charge is added in the summary, not here: ticked or not, the total is months × price.
    expect(screen.getByTestId('pricing-total')).toHaveTextContent('$240.00');
    await user.click(screen.getByRole('checkbox', { name: 'Include Professional CV ($30)' }));
    expect(screen.getByTestId('pricing-total')).toHaveTextContent('$240.00');
    expect(screen.getByRole('button', { name: 'Proceed to Payment' })).toBeEnabled();
  });

  it("writes one month as '1 month' in the sum line, as the summary does", async () => {
    fakeApi({ 'GET /check-available-months-for-user': monthsReply([], ['Jan']) });
    const user = userEvent.setup();
    renderPage(<Pricing />, at());
    await user.click(await month('Dec'));
    expect(screen.getByTestId('pricing-months')).toHaveTextContent('$120.00 × 1 month = $120.00');
    expect(screen.getByTestId('pricing-months')).not.toHaveTextContent('months');
  });

  it('lets its heading wrap, so at 360 px it is not cut off in the card head', () => {
    fakeApi({ 'GET /check-available-months-for-user': monthsReply([], ['Jan']) });
    renderPage(<Pricing />, at());
    const heading = screen.getByRole('heading', { level: 1, name: 'Silver · Choose your months' });
    expect(heading).toHaveStyle({ whiteSpace: 'normal', overflowWrap: 'anywhere' });
  });

  it('disables taken months with a red X and months gone by', async () => {
    fakeApi({ 'GET /check-available-months-for-user': monthsReply(['Nov'], ['Jan', 'Feb']) });
    renderPage(<Pricing />, at());
    expect(await month('Nov')).toBeDisabled();
    expect(screen.getByRole('img', { name: 'Nov is already covered' })).toHaveStyle({ color: '#cf1322' });
    expect(await month('Jan')).toBeDisabled();
    expect(await month('Dec')).toBeEnabled();
  });

  it.each([
    [false, '/subscription'],
    [true, '/mysub'],
  ])('without a plan in navigation state goes to the plan picker (onboarding done: %s)', async (done, path) => {
    act(() => sessionStore.getState().signIn('signed.in.token', { ...candidate, step4: done }));
    fakeApi({ 'GET /check-available-months-for-user': monthsReply() });
    renderPage(<Pricing />, at({ planName: 'Silver' }));
    expect(await screen.findByText(`Now at ${path}`)).toBeInTheDocument();
  });

  it('summary: plan line, the removable CV line, Total and Pay Now, which sends the choice (no price) to create-payment', async () => {
    const { bodies } = fakeApi({
      'GET /check-available-months-for-user': monthsReply(),
      'GET /payments/config': configReply,
      'POST /create-payment': ok(createdPayment(24000)),
    });
    const user = userEvent.setup();
    renderPage(<Pricing />, at());
    await user.click(await month('Nov'));
    await user.click(await month('Dec'));
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    const summary = within(await screen.findByRole('dialog', { name: 'Summary' }));
    expect(summary.getByText('Payment Details')).toBeInTheDocument();
    expect(summary.getByText('Silver plan, 2 months')).toBeInTheDocument();
    expect(summary.getByText('Professional CV')).toBeInTheDocument();
    expect(summary.getByTestId('summary-total')).toHaveTextContent('$270.00');
    await user.click(summary.getByRole('button', { name: 'Remove Professional CV' }));
    expect(summary.queryByText('Professional CV')).not.toBeInTheDocument();
    expect(summary.getByTestId('summary-total')).toHaveTextContent('$240.00');
    await user.click(summary.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeInTheDocument();
    expect(screen.getByText('Amount to pay: $240.00')).toBeInTheDocument();
    expect(bodies.find((sent) => sent.method === 'POST')).toEqual({
      method: 'POST',
      path: '/api/create-payment',
      body: { months: ['Nov', 'Dec'], subscriptionPlanID: 'plan-silver', tailorCV: false },
    });
  });

  it('closing the card modal aborts the pending create-payment', async () => {
    const held = heldReply();
    const { fetchMock } = fakeApi({
      'GET /check-available-months-for-user': monthsReply(),
      'GET /payments/config': configReply,
      'POST /create-payment': held.route,
    });
    const user = userEvent.setup();
    renderPage(<Pricing />, at());
    await user.click(await month('Dec'));
    await user.click(screen.getByRole('button', { name: 'Proceed to Payment' }));
    await user.click(await screen.findByRole('button', { name: 'Pay Now' }));
    const card = await screen.findByRole('dialog', { name: 'Card payment' });
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([request]) => (request as Request).method === 'POST')).toBe(true),
    );
    const request = fetchMock.mock.calls.map(([sent]) => sent as Request).find((sent) => sent.method === 'POST')!;
    expect(request.signal.aborted).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Close' }));
    expect(request.signal.aborted).toBe(true);
    held.release(ok(createdPayment()));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Card payment' })).not.toBeInTheDocument());
  });
});
