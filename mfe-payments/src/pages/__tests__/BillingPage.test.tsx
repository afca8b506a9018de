import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared';
import { candidate } from '@portal/shared/testing';
import { fakeApi } from '@portal/shared/testing/jest';
import Billing from '../Billing';
import { currentSubscription } from '../../features/billing/components/BillingPage';
import { invoice, ok, pageOf, plansReply, subscription } from '../../testing/fixtures';
import { renderPage, resetSession } from '@portal/shared/testing/jest';

const at = { path: '/mysub', url: '/mysub' };
const future = new Date(Date.now() + 20 * 86400000).toISOString();
const past = new Date(Date.now() - 20 * 86400000).toISOString();
const longAgo = new Date(Date.now() - 80 * 86400000).toISOString();

beforeEach(() => {
  resetSession();
  act(() => sessionStore.getState().signIn('signed.in.token', candidate));
});

describe('/mysub', () => {
  it('the current plan is the first record whose expiry is in the future', () => {
    const expired = subscription('Free', longAgo, past, false);
    const silver = subscription('Silver', past, future);
    expect(currentSubscription([expired, silver])?.planName).toBe('Silver');
    expect(currentSubscription([expired])).toBeUndefined();
  });

  it('shows the current plan and each invoice with date, plan, months, amount, GST, status and its receipt', async () => {
    fakeApi({
      '/subscriptions?page=1': ok({
        data: pageOf([subscription('Silver', past, future), subscription('Free', longAgo, past, false)]),
      }),
      '/payments/invoices?page=1': ok(
        pageOf([
          invoice(),
          invoice({
            _id: 'inv-0',
            number: 'INV-000001',
            planName: 'Gold',
            months: ['Dec'],
            year: 2025,
            amount: 2000,
            gst: 182,
            status: 'Expired',
            paidAt: '2025-11-29T00:00:00.000Z',
          }),
        ]),
      ),
    });
    renderPage(<Billing />, at);
    expect(await screen.findByRole('heading', { name: /^Silver/ })).toBeInTheDocument();
    const rows = await screen.findAllByRole('row');
    const first = within(rows[1]!);
    expect(first.getByText('INV-000003')).toBeInTheDocument();
    expect(first.getByText('Nov, Dec 2026')).toBeInTheDocument();
    expect(first.getByText('$270.00')).toBeInTheDocument();
    expect(first.getByText('$24.55')).toBeInTheDocument();
    expect(first.getByText('Active')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Expired')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Download receipt INV-000003' })).toBeInTheDocument();
  });

  it("'Failed to fetch subscription data.' in red when the list fails", async () => {
    fakeApi({
      '/subscriptions?page=1': { status: 500, body: { success: false, message: 'x' } },
      '/payments/invoices?page=1': ok(pageOf([])),
    });
    renderPage(<Billing />, at);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch subscription data.');
    expect(alert.className).toMatch(/danger/);
  });

  it("'Upgrade Plan' offers Silver and Gold and leads to /pricing with the chosen plan", async () => {
    fakeApi({
      '/subscriptions?page=1': ok({ data: pageOf([]) }),
      '/payments/invoices?page=1': ok(pageOf([])),
      '/subscription-plans': plansReply,
    });
    const user = userEvent.setup();
    renderPage(<Billing />, at);
    await user.click(screen.getByRole('button', { name: 'Upgrade Plan' }));
    const modal = within(await screen.findByRole('dialog', { name: 'Upgrade Plan' }));
    expect(await modal.findByRole('button', { name: 'Choose Gold' })).toBeInTheDocument();
    expect(modal.queryByRole('button', { name: 'Choose Free' })).not.toBeInTheDocument();
    await user.click(modal.getByRole('button', { name: 'Choose Silver' }));
    expect(await screen.findByText('Now at /pricing')).toBeInTheDocument();
    expect(
      screen.getByText(`Carried ${JSON.stringify({ planName: 'Silver', price: 120, planId: 'plan-silver' })}`),
    ).toBeInTheDocument();
  });
});
