import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared';
import Subscription from '../Subscription';
import { fakeApi, unreachable } from '@portal/shared/testing/jest';
import { candidate, meReply, plansReply } from '../../testing/fixtures';
import { renderPage, resetSession } from '@portal/shared/testing/jest';
import { messages } from '../../texts';

const at = { path: '/subscription', url: '/subscription' };
const choose = (plan: string) => screen.findByRole('button', { name: `Choose ${plan}` });

beforeEach(() => {
  resetSession();
  act(() => sessionStore.getState().signIn('signed.in.token', candidate({ step2: true, step3: true })));
});

describe('Subscription (/subscription, step 4 of 4)', () => {
  it('shows the three plans from the server with their prices', async () => {
    fakeApi({ 'GET /subscription-plans': plansReply });
    renderPage(<Subscription />, at);
    expect(screen.getByText('Step 4 of 4')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Free' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Silver' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Gold' })).toBeInTheDocument();
    expect(screen.getByText('7-day free trial')).toBeInTheDocument();
    expect(screen.getByText('Unlimited job applications')).toBeInTheDocument();
  });

  it("Free starts the trial: '7 days Free Trial Activated!' and on to /selectplatform", async () => {
    const { bodies: sent } = fakeApi({
      'GET /subscription-plans': plansReply,
      'POST /subscription': { status: 201, body: { success: true } },
      'GET /user/me': meReply(candidate({ step2: true, step3: true, step4: true, subscription: 'Free' })),
    });
    const user = userEvent.setup();
    renderPage(<Subscription />, at);
    await user.click(await choose('Free'));
    expect(await screen.findByText('Now at /selectplatform')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'toast' })).toHaveTextContent(`success: ${messages.freeTrialActivated}`);
    expect(sent.slice(1)).toEqual([
      { method: 'POST', path: '/api/subscription', body: { selectedPlan: 'plan-free', months: [] } },
      { method: 'GET', path: '/api/user/me', body: undefined },
    ]);
    expect(sessionStore.getState().user).toMatchObject({ step4: true, subscription: 'Free' });
  });

  it.each([
    ['Silver', 120, 'plan-silver'],
    ['Gold', 20, 'plan-gold'],
  ])('%s goes to /pricing with planName, price and planId', async (planName, price, planId) => {
    const { bodies: sent } = fakeApi({ 'GET /subscription-plans': plansReply });
    const user = userEvent.setup();
    renderPage(<Subscription />, at);
    await user.click(await choose(planName));
    expect(await screen.findByText('Now at /pricing')).toBeInTheDocument();
    expect(screen.getByText(`Carried ${JSON.stringify({ planName, price, planId })}`)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it("a refused trial shows the server's reason, else 'Network error. Please try again.'", async () => {
    fakeApi({
      'GET /subscription-plans': plansReply,
      'POST /subscription': { status: 409, body: { success: false, message: 'Your 7-day free trial has been used.' } },
    });
    const user = userEvent.setup();
    renderPage(<Subscription />, at);
    await user.click(await choose('Free'));
    expect(await screen.findByText('error: Your 7-day free trial has been used.')).toBeInTheDocument();
  });

  it("a trial that cannot reach the server says 'Network error. Please try again.'", async () => {
    fakeApi({ 'GET /subscription-plans': plansReply, 'POST /subscription': unreachable });
    const user = userEvent.setup();
    renderPage(<Subscription />, at);
    await user.click(await choose('Free'));
    expect(await screen.findByText(`error: ${messages.planSelectionFailed}`)).toBeInTheDocument();
  });

  it("says 'Failed to fetch plans.' and retries on request", async () => {
    fakeApi({ 'GET /subscription-plans': [{ status: 500 }, plansReply] });
    const user = userEvent.setup();
    renderPage(<Subscription />, at);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.plansFetchFailed);
    await user.click(screen.getByRole('button', { name: messages.retry }));
    expect(await choose('Gold')).toBeInTheDocument();
  });
});
