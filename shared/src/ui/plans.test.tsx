import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, heldReply, renderPage } from '@portal/shared/testing/jest';
import { plansReply } from '@portal/shared/testing';
import { sharedMessages as messages } from '../texts';
import { PlansLoader, useSubscriptionPlans } from './plans';

const at = { path: '/plans', url: '/plans' };

/** A page that lists the plan names once they are in. */
function PlanNames() {
  const plans = useSubscriptionPlans();
  return (
    <PlansLoader plans={plans}>{(planList) => <p>{planList.map((plan) => plan.planName).join(', ')}</p>}</PlansLoader>
  );
}

describe('PlansLoader (the plans of GET /api/subscription-plans)', () => {
  it('shows the spinner while the plans load, then hands them to the page', async () => {
    const { route: plans, release } = heldReply();
    const { bodies: sent } = fakeApi({ 'GET /subscription-plans': plans });
    renderPage(<PlanNames />, at);
    expect(await screen.findByLabelText(messages.loading)).toBeInTheDocument();
    expect(sent).toEqual([{ method: 'GET', path: '/api/subscription-plans', body: undefined }]);

    release(plansReply);
    expect(await screen.findByText('Free, Silver, Gold')).toBeInTheDocument();
    expect(screen.queryByLabelText(messages.loading)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("says 'Failed to fetch plans.' without the page, and asks again on Retry", async () => {
    const { bodies: sent } = fakeApi({ 'GET /subscription-plans': [{ status: 500 }, plansReply] });
    const user = userEvent.setup();
    renderPage(<PlanNames />, at);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.plansFetchFailed);
    expect(screen.queryByText(/Free/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.retry }));
    expect(await screen.findByText('Free, Silver, Gold')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sent).toHaveLength(2);
  });
});
