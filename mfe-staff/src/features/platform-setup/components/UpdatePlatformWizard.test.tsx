import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userWithRole } from '@portal/shared/testing';
import { sharedMessages } from '@portal/shared/texts';
import { fakeApi, heldReply, resetSession, signIn } from '@portal/shared/testing/jest';
import { renderAt } from '../../../testing/render-at';
import { platformLimitMessage } from '@portal/shared/contracts';
import { messages } from '../../../texts';
import { platformSetupTexts as texts } from '../texts';
import { UpdatePlatformWizard, WIZARD_TOAST_MS } from './UpdatePlatformWizard';

beforeEach(() => {
  resetSession();
  signIn(userWithRole('superAdmin'));
});

const SETUP = 'GET /portals/setup/9a1c7e52-4b6d-4f0e-8a3b-5d2c1e0f9a79';
/**
 * GET /api/portals/setup/{id}: the candidate (Casey Candidate), their plan's platform limit (null: no plan) and the
 * platforms they already have.
 */
const setupOf = (
  limit: { planName: string; platformLimit: number } | null = { planName: 'Gold', platformLimit: 4 },
  currentPlatforms: string[] = [],
) => ({
  body: {
    success: true,
    data: {
      candidate: { _id: '9a1c7e52-4b6d-4f0e-8a3b-5d2c1e0f9a79', firstName: 'Casey', lastName: 'Candidate' },
      limit,
      currentPlatforms,
    },
  },
});
/** The wizard once the candidate is in. */
const wizardReady = async () =>
  expect(await screen.findByText(texts.forCandidate('Casey Candidate'))).toBeInTheDocument();

const renderWizard = () =>
  renderAt(
    <UpdatePlatformWizard candidateId="9a1c7e52-4b6d-4f0e-8a3b-5d2c1e0f9a79" />,
    '/updateplatform/9a1c7e52-4b6d-4f0e-8a3b-5d2c1e0f9a79',
    '/updateplatform/:candidateId',
  );
const address = () => screen.getByTestId('address').textContent;
const button = (name: string) => screen.getByRole('button', { name });

async function toConfirm(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('checkbox', { name: /LinkedIn/ }));
  await user.click(screen.getByRole('checkbox', { name: /Seek/ }));
  await user.click(button(texts.continue));
  await user.type(screen.getByLabelText(texts.emailOrUsername), 'casey@example.com');
  await user.type(screen.getByLabelText(texts.password), 'Secret@123');
  await user.click(button(texts.continue));
}

/** From step 1 with platforms chosen: the login, confirmed and sent, to the success step. */
async function submitChosen(user: ReturnType<typeof userEvent.setup>) {
  await user.click(button(texts.continue));
  await user.type(screen.getByLabelText(texts.emailOrUsername), 'casey@example.com');
  await user.type(screen.getByLabelText(texts.password), 'Secret@123');
  await user.click(button(texts.continue));
  await user.click(button(texts.continue));
  expect(await screen.findByRole('heading', { name: texts.successTitle })).toBeInTheDocument();
}

describe('UpdatePlatformWizard', () => {
  it('step 1: Continue is disabled with no platform; the first chosen is the working platform; Close goes to /subscribers', async () => {
    fakeApi({ [SETUP]: setupOf() });
    renderWizard();
    await wizardReady();
    const user = userEvent.setup();
    expect(button(texts.continue)).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Jora/ }));
    await user.click(screen.getByRole('checkbox', { name: /Indeed/ }));
    expect(screen.getByRole('checkbox', { name: /Jora/ }).closest('label')).toHaveTextContent(texts.workingPlatform);
    expect(button(texts.continue)).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: /Jora/ }));
    expect(screen.getByRole('checkbox', { name: /Indeed/ }).closest('label')).toHaveTextContent(texts.workingPlatform);
    await user.click(button(texts.close));
    expect(address()).toBe('/subscribers');
  });

  it('step 2: the platform read-only, both login fields required; Back returns to step 1 with the choice kept', async () => {
    fakeApi({ [SETUP]: setupOf() });
    renderWizard();
    await wizardReady();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Seek/ }));
    await user.click(button(texts.continue));
    expect(screen.getByRole('heading', { name: texts.provideTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(texts.platform)).toHaveValue('Seek');
    expect(screen.getByLabelText(texts.platform)).toHaveAttribute('readonly');
    await user.click(button(texts.continue));
    expect(screen.getByRole('alert')).toHaveTextContent(sharedMessages.loginRequired);
    await user.click(button(texts.back));
    expect(screen.getByRole('checkbox', { name: /Seek/ })).toBeChecked();
  });

  it('step 3: read-only summary; Edit goes back one step with the details kept', async () => {
    fakeApi({ [SETUP]: setupOf() });
    renderWizard();
    await wizardReady();
    const user = userEvent.setup();
    await toConfirm(user);
    expect(screen.getByRole('heading', { name: texts.confirmTitle })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: texts.confirmTitle })).toHaveTextContent(
      'PlatformLinkedInAlso forSeekEmail or usernamecasey@example.com',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await user.click(button(texts.edit));
    expect(screen.getByRole('heading', { name: texts.provideTitle })).toBeInTheDocument();
    expect(screen.getByLabelText(texts.emailOrUsername)).toHaveValue('casey@example.com');
  });

  it("step 4 only after the call succeeds: 'Account created successfully!' for 2000 ms, then Continue to Dashboard to /subscribers", async () => {
    const held = heldReply();
    const { bodies } = fakeApi({ [SETUP]: setupOf(), 'POST /create-account-for-user/': held.route });
    renderWizard();
    await wizardReady();
    const user = userEvent.setup();
    await toConfirm(user);
    await user.click(button(texts.continue));
    expect(button(texts.submitting)).toBeDisabled();
    expect(screen.queryByRole('heading', { name: texts.successTitle })).not.toBeInTheDocument();
    jest.useFakeTimers();
    try {
      await act(async () => held.release({ status: 201, body: { success: true } }));
      expect(await screen.findByRole('heading', { name: texts.successTitle })).toBeInTheDocument();
      expect(screen.getByText(texts.created)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(WIZARD_TOAST_MS - 1));
      expect(screen.getByText(texts.created)).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1));
      expect(screen.queryByText(texts.created)).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
    expect(bodies.filter((sent) => sent.method === 'POST')).toEqual([
      {
        method: 'POST',
        path: '/api/create-account-for-user/',
        body: {
          user: '9a1c7e52-4b6d-4f0e-8a3b-5d2c1e0f9a79',
          credential: { email: 'casey@example.com', password: 'Secret@123', platform: 'LinkedIn' },
          platforms: ['LinkedIn', 'Seek'],
        },
      },
    ]);
    await user.click(button(texts.continueToDashboard));
    expect(address()).toBe('/subscribers');
  });

  it("a failed call stays on the confirmation with 'Error creating account. Please try again.' and the server's reason", async () => {
    fakeApi({
      [SETUP]: setupOf(),
      'POST /create-account-for-user/': {
        status: 409,
        body: { success: false, message: 'Free plan allows only one platform.' },
      },
    });
    renderWizard();
    await wizardReady();
    const user = userEvent.setup();
    await toConfirm(user);
    await user.click(button(texts.continue));
    expect(await screen.findByText(texts.failed)).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Free plan allows only one platform.');
    expect(screen.getByRole('heading', { name: texts.confirmTitle })).toBeInTheDocument();
  });

  it("step 1 applies the candidate's plan limit: a tick past it is refused with the limit's text, Continue stays within it", async () => {
    const { sent } = fakeApi({ [SETUP]: setupOf({ planName: 'Silver', platformLimit: 2 }) });
    renderWizard();
    await wizardReady();
    expect(sent.map((request) => request.url)).toEqual([
      'http://localhost/api/portals/setup/9a1c7e52-4b6d-4f0e-8a3b-5d2c1e0f9a79',
    ]);
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Seek/ }));
    await user.click(screen.getByRole('checkbox', { name: /Jora/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /LinkedIn/ }));
    expect(screen.getByRole('checkbox', { name: /LinkedIn/ })).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(platformLimitMessage('Silver', 2));
    // Neutral, as 'Free plan allows only one platform.': the reader is staff, not the candidate.
    expect(screen.getByRole('alert')).toHaveTextContent(/^Silver plan allows only 2 platforms\.$/);
    expect(button(texts.continue)).toBeEnabled();
    // Unticking one makes room again.
    await user.click(screen.getByRole('checkbox', { name: /Jora/ }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /LinkedIn/ }));
    expect(screen.getByRole('checkbox', { name: /LinkedIn/ })).toBeChecked();
  });

  it("counts the candidate's current platforms against the limit: marked, not ticked, and a new tick past it is refused", async () => {
    const { bodies } = fakeApi({
      [SETUP]: setupOf({ planName: 'Silver', platformLimit: 2 }, ['Seek']),
      'POST /create-account-for-user/': { status: 201, body: { success: true } },
    });
    renderWizard();
    await wizardReady();
    const user = userEvent.setup();
    const seek = screen.getByRole('checkbox', { name: /Seek/ });
    expect(seek).not.toBeChecked();
    expect(seek.closest('label')).toHaveTextContent(`Seek (${texts.alreadySetUp})`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(button(texts.continue)).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /Jora/ }));
    await user.click(screen.getByRole('checkbox', { name: /Indeed/ }));
    expect(screen.getByRole('checkbox', { name: /Indeed/ })).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(platformLimitMessage('Silver', 2));
    // Seek chosen again is updated, not added: still within the limit.
    await user.click(seek);
    expect(seek).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Jora/ }).closest('label')).toHaveTextContent(texts.workingPlatform);
    await submitChosen(user);
    expect(bodies.find((sent) => sent.method === 'POST')?.body).toMatchObject({ platforms: ['Jora', 'Seek'] });
  });

  it('says at once when a candidate already has as many platforms as their plan allows; only those can be set up again', async () => {
    const { bodies } = fakeApi({
      [SETUP]: setupOf({ planName: 'Gold', platformLimit: 2 }, ['Seek', 'LinkedIn']),
      'POST /create-account-for-user/': { status: 201, body: { success: true } },
    });
    renderWizard();
    await wizardReady();
    const user = userEvent.setup();
    const full = `${platformLimitMessage('Gold', 2)} ${texts.noMorePlatforms('Casey Candidate', 'Seek, LinkedIn')}`;
    expect(screen.getByRole('alert')).toHaveTextContent(full);
    expect(full).toBe(
      'Gold plan allows only 2 platforms. Casey Candidate already has Seek, LinkedIn, so no more platforms can be added; choose one of those to give it a new login.',
    );
    await user.click(screen.getByRole('checkbox', { name: /Jora/ }));
    expect(screen.getByRole('checkbox', { name: /Jora/ })).not.toBeChecked();
    expect(button(texts.continue)).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: /LinkedIn/ }));
    await submitChosen(user);
    expect(bodies.find((sent) => sent.method === 'POST')?.body).toMatchObject({ platforms: ['LinkedIn'] });
  });

  it("on Free a second tick says 'Free plan allows only one platform.'; with no plan Continue stays disabled", async () => {
    fakeApi({ [SETUP]: setupOf({ planName: 'Free', platformLimit: 1 }) });
    const { unmount } = renderWizard();
    await wizardReady();
    const user = userEvent.setup();
    await user.click(screen.getByRole('checkbox', { name: /Seek/ }));
    await user.click(screen.getByRole('checkbox', { name: /Indeed/ }));
    expect(screen.getByRole('checkbox', { name: /Indeed/ })).not.toBeChecked();
    expect(screen.getByRole('alert')).toHaveTextContent(sharedMessages.freePlanOnePlatform);
    unmount();

    fakeApi({ [SETUP]: setupOf(null) });
    renderWizard();
    await wizardReady();
    await user.click(screen.getByRole('checkbox', { name: /Seek/ }));
    expect(screen.getByRole('alert')).toHaveTextContent(sharedMessages.selectPlan);
    expect(button(texts.continue)).toBeDisabled();
  });

  it("an address that names no candidate id says 'User not found.' as an unknown one does, asking nothing", async () => {
    const { sent } = fakeApi({});
    renderAt(
      <UpdatePlatformWizard candidateId="not-an-id" />,
      '/updateplatform/not-an-id',
      '/updateplatform/:candidateId',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(sharedMessages.userNotFound);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("an unknown or forbidden candidate gets the server's message instead of the wizard; a failed load offers a retry", async () => {
    fakeApi({ [SETUP]: { status: 404, body: { success: false, message: 'User not found.' } } });
    const { unmount } = renderWizard();
    expect(await screen.findByRole('alert')).toHaveTextContent('User not found.');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByText(texts.stepOf(1))).not.toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(button(texts.close));
    expect(address()).toBe('/subscribers');
    unmount();

    // A candidate the admin may not see: the server's words, and no Retry (it would be answered the same).
    fakeApi({ [SETUP]: { status: 403, body: { success: false, message: 'You do not have permission to do this.' } } });
    const forbidden = renderWizard();
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have permission to do this.');
    expect(screen.queryByRole('button', { name: messages.retry })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    forbidden.unmount();

    fakeApi({ [SETUP]: [{ status: 500, body: { success: false, message: 'Internal Server Error' } }, setupOf()] });
    renderWizard();
    await user.click(await screen.findByRole('button', { name: messages.retry }));
    await wizardReady();
    expect(screen.getByRole('checkbox', { name: /Seek/ })).toBeInTheDocument();
  });
});
