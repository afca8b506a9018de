import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared';
import SelectPlatform from '../SelectPlatform';
import { fakeApi, unreachable } from '@portal/shared/testing/jest';
import { candidate, meReply, seededPlans } from '../../testing/fixtures';
import { renderPage, resetSession } from '@portal/shared/testing/jest';
import { messages } from '../../texts';

const at = { path: '/selectplatform', url: '/selectplatform' };
type Person = ReturnType<typeof userEvent.setup>;
const onPlan = (subscription: string | null) => candidate({ step2: true, step3: true, step4: true, subscription });
const finished = (subscription: string) => ({ ...onPlan(subscription), step5: true });

function signInOn(subscription: string | null) {
  act(() => sessionStore.getState().signIn('signed.in.token', onPlan(subscription)));
}

/** GET /api/portals/limit: the server's plan now and its platform limit (null: no plan chosen). */
function limitOf(planName: string | null) {
  const plan = seededPlans.find((seeded) => seeded.planName === planName);
  return {
    body: { success: true, data: plan ? { planName: plan.planName, platformLimit: plan.platformLimit } : null },
  };
}

const platform = (name: string) => screen.getByRole('checkbox', { name });
const next = () => screen.getByRole('button', { name: messages.nextLabel });

async function answerAccount(user: Person, answer: 'Yes' | 'No') {
  await user.click(next());
  await user.click(await screen.findByRole('radio', { name: answer }));
  await user.click(next());
}

beforeEach(resetSession);

describe('SelectPlatform (/selectplatform, the 5-step wizard)', () => {
  it("starts with Indeed chosen; on Free a second platform is refused: 'Free plan allows only one platform.'", async () => {
    signInOn('Free');
    fakeApi({ 'GET /portals/limit': limitOf('Free') });
    const user = userEvent.setup();
    const { container } = renderPage(<SelectPlatform />, at);
    expect(await screen.findByRole('checkbox', { name: 'Indeed' })).toBeChecked();
    for (const name of ['Seek', 'Jora', 'LinkedIn', 'Glassdoor']) expect(platform(name)).not.toBeChecked();
    // Only the step's own content: not the saved result, nor any of the component's code as text.
    expect(screen.queryByText(messages.platformsSaved)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.goToDashboard })).not.toBeInTheDocument();
    expect(container).not.toHaveTextContent(/step ===|\) : \(/);

    await user.click(platform('Seek'));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.freePlanOnePlatform);
    expect(platform('Seek')).not.toBeChecked();
    // Another single platform instead of Indeed is fine.
    await user.click(platform('Indeed'));
    await user.click(platform('Seek'));
    expect(platform('Seek')).toBeChecked();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('on Silver allows its own limit of two', async () => {
    signInOn('Silver');
    fakeApi({ 'GET /portals/limit': limitOf('Silver') });
    const user = userEvent.setup();
    renderPage(<SelectPlatform />, at);
    await user.click(await screen.findByRole('checkbox', { name: 'Seek' }));
    expect(platform('Seek')).toBeChecked();
    await user.click(platform('Jora'));
    expect(screen.getByRole('alert')).toHaveTextContent('Silver plan allows only 2 platforms.');
    expect(platform('Jora')).not.toBeChecked();
  });

  it("follows the server's plan now: a Free trial running allows one platform though Silver is paid for next month", async () => {
    signInOn('Silver');
    const { sent } = fakeApi({ 'GET /portals/limit': limitOf('Free') });
    const user = userEvent.setup();
    renderPage(<SelectPlatform />, at);
    await user.click(await screen.findByRole('checkbox', { name: 'Seek' }));
    expect(screen.getByRole('alert')).toHaveTextContent(messages.freePlanOnePlatform);
    expect(platform('Seek')).not.toBeChecked();
    expect(sent.map((call) => call.url)).toEqual(['http://localhost/api/portals/limit']);
  });

  it("says when the plan's platform limit cannot be fetched, and fetches it again on Retry", async () => {
    signInOn('Free');
    fakeApi({
      'GET /portals/limit': [{ status: 500, body: { success: false, message: 'Server error' } }, limitOf('Free')],
    });
    const user = userEvent.setup();
    renderPage(<SelectPlatform />, at);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.platformLimitFetchFailed);
    await user.click(screen.getByRole('button', { name: messages.retry }));
    expect(await screen.findByRole('checkbox', { name: 'Indeed' })).toBeChecked();
  });

  it('needs at least one platform', async () => {
    signInOn('Free');
    fakeApi({ 'GET /portals/limit': limitOf('Free') });
    const user = userEvent.setup();
    renderPage(<SelectPlatform />, at);
    await user.click(await screen.findByRole('checkbox', { name: 'Indeed' }));
    await user.click(next());
    expect(screen.getByRole('alert')).toHaveTextContent(messages.choosePlatformRequired);
  });

  it("with no plan chosen says 'Please select a plan.'", async () => {
    const subscription = null;
    const message = messages.selectPlan;
    signInOn(subscription);
    fakeApi({ 'GET /portals/limit': limitOf(subscription) });
    const user = userEvent.setup();
    renderPage(<SelectPlatform />, at);
    await screen.findByRole('checkbox', { name: 'Indeed' });
    await user.click(next());
    expect(screen.getByRole('alert')).toHaveTextContent(message);
  });

  it('with an account: login details (both required), confirm, saved, then the dashboard', async () => {
    signInOn('Free');
    const { bodies: sent } = fakeApi({
      'GET /portals/limit': limitOf('Free'),
      'POST /portal': { status: 201, body: { success: true } },
      'GET /user/me': meReply(finished('Free')),
    });
    const user = userEvent.setup();
    renderPage(<SelectPlatform />, at);
    await screen.findByRole('checkbox', { name: 'Indeed' });
    await user.click(next());
    expect(screen.getByText('Do you already have an account on Indeed?')).toBeInTheDocument();
    await user.click(next());
    expect(screen.getByRole('alert')).toHaveTextContent(messages.accountAnswerRequired);
    await user.click(screen.getByRole('radio', { name: messages.yes }));
    await user.click(next());

    const email = screen.getByLabelText('Indeed email');
    await user.type(email, 'ada@example.com');
    await user.click(next());
    expect(screen.getByRole('alert')).toHaveTextContent(messages.loginRequired);
    // A password longer than the portal keeps is refused for what it is, not as a missing one.
    await user.click(screen.getByLabelText('Indeed password'));
    await user.paste('p'.repeat(257));
    await user.click(next());
    expect(screen.getByRole('alert')).toHaveTextContent('The platform password can be at most 256 characters.');
    await user.clear(screen.getByLabelText('Indeed password'));
    await user.type(screen.getByLabelText('Indeed password'), 'Hunter2!');
    await user.click(next());

    // Confirm: the details to be handed over, never the password.
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(screen.queryByText('Hunter2!')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.back }));
    expect(screen.getByLabelText('Indeed password')).toHaveValue('Hunter2!');
    await user.click(next());
    await user.click(screen.getByRole('button', { name: messages.confirmLabel }));

    expect(await screen.findByText(messages.platformsSaved)).toBeInTheDocument();
    // The saved result replaces the form.
    expect(screen.queryByRole('button', { name: messages.back })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'Indeed' })).not.toBeInTheDocument();
    expect(sent.slice(1)).toEqual([
      {
        method: 'POST',
        path: '/api/portal',
        body: {
          name: 'Indeed',
          hadAnAccount: true,
          agreed: false,
          credential: { email: 'ada@example.com', password: 'Hunter2!', platform: 'Indeed' },
        },
      },
      { method: 'GET', path: '/api/user/me', body: undefined },
    ]);
    expect(sessionStore.getState().user).toMatchObject({ step5: true });
    await user.click(screen.getByRole('button', { name: messages.goToDashboard }));
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
  });

  it('without an account: consent is required, then straight to the dashboard', async () => {
    signInOn('Silver');
    const { bodies: sent } = fakeApi({
      'GET /portals/limit': limitOf('Silver'),
      'POST /portal': [
        { status: 201, body: { success: true } },
        { status: 201, body: { success: true } },
      ],
      'GET /user/me': meReply(finished('Silver')),
    });
    const user = userEvent.setup();
    renderPage(<SelectPlatform />, at);
    await user.click(await screen.findByRole('checkbox', { name: 'LinkedIn' }));
    await answerAccount(user, 'No');

    expect(screen.getByText(/create an account on Indeed, LinkedIn for you/)).toBeInTheDocument();
    const agree = screen.getByRole('button', { name: messages.agreeAndContinue });
    await user.click(agree);
    expect(screen.getByRole('alert')).toHaveTextContent(messages.createAccountConsentRequired);
    await user.click(screen.getByRole('checkbox', { name: messages.createAccountConsent }));
    await user.click(agree);

    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'toast' })).toHaveTextContent(
      `success: ${messages.registrationSuccessful}`,
    );
    expect(sent.slice(1, 3).map((call) => call.body)).toEqual([
      { name: 'Indeed', hadAnAccount: false, agreed: true, credential: null },
      { name: 'LinkedIn', hadAnAccount: false, agreed: true, credential: null },
    ]);
  });

  it("a refusal shows the server's reason and nothing moves on; a retry sends only what is not saved", async () => {
    signInOn('Gold');
    fakeApi({
      'GET /portals/limit': limitOf('Gold'),
      'POST /portal': [
        { status: 201, body: { success: true } },
        { status: 403, body: { success: false, message: 'Gold plan allows only 2 platforms.' } },
      ],
    });
    const user = userEvent.setup();
    renderPage(<SelectPlatform />, at);
    await user.click(await screen.findByRole('checkbox', { name: 'Seek' }));
    await answerAccount(user, 'No');
    await user.click(screen.getByRole('checkbox', { name: messages.createAccountConsent }));
    await user.click(screen.getByRole('button', { name: messages.agreeAndContinue }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Gold plan allows only 2 platforms.');
    expect(screen.queryByText(/Now at/)).not.toBeInTheDocument();

    const retry = fakeApi({
      'POST /portal': { status: 201, body: { success: true } },
      'GET /user/me': meReply(finished('Gold')),
    });
    await user.click(screen.getByRole('button', { name: messages.agreeAndContinue }));
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
    expect(retry.bodies[0]?.body).toMatchObject({ name: 'Indeed' });
    expect(retry.bodies).toHaveLength(2);
  });

  it("a platform call that never reaches the server says 'An error occurred. Please check your details and try again.'", async () => {
    signInOn('Free');
    fakeApi({ 'GET /portals/limit': limitOf('Free'), 'POST /portal': unreachable });
    const user = userEvent.setup();
    renderPage(<SelectPlatform />, at);
    await screen.findByRole('checkbox', { name: 'Indeed' });
    await answerAccount(user, 'No');
    await user.click(screen.getByRole('checkbox', { name: messages.createAccountConsent }));
    await user.click(screen.getByRole('button', { name: messages.agreeAndContinue }));
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.portalDetailsError);
    expect(screen.getByRole('button', { name: messages.agreeAndContinue })).toBeEnabled();
  });
});
