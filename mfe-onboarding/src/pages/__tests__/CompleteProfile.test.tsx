import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared';
import CompleteProfile from '../CompleteProfile';
import { fakeApi } from '@portal/shared/testing/jest';
import { candidate } from '../../testing/fixtures';
import { renderPage, resetSession } from '@portal/shared/testing/jest';
import { messages } from '../../texts';

const at = { path: '/complete', url: '/complete' };
type Person = ReturnType<typeof userEvent.setup>;

beforeEach(() => {
  resetSession();
  act(() => sessionStore.getState().signIn('signed.in.token', candidate()));
});

const phone = () => screen.getByLabelText(messages.phoneLabel);
const save = () => screen.getByRole('button', { name: messages.completeSubmit });

async function fillAll(user: Person, number = '0412345678') {
  await user.type(phone(), number);
  await user.type(screen.getByLabelText(messages.addressLabel), '1 George St, Sydney');
  const states = screen.getByRole('group', { name: messages.workStatesLabel });
  await user.click(within(states).getByRole('checkbox', { name: 'New South Wales' }));
  await user.click(within(states).getByRole('checkbox', { name: 'Victoria' }));
  await user.type(screen.getByLabelText(messages.jobTitleLabel), 'Data Analyst');
  await user.click(screen.getByRole('radio', { name: '2-4 years' }));
}

describe('CompleteProfile (/complete, step 2 of 4)', () => {
  it('shows step 2 of 4, the eight states, the four experience levels and +61 by default', () => {
    fakeApi({});
    renderPage(<CompleteProfile />, at);
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: messages.workStatesLabel })).getAllByRole('checkbox')).toHaveLength(
      8,
    );
    for (const level of ['0-1 years', '2-4 years', '5-6 years', '7 years above'])
      expect(screen.getByRole('radio', { name: level })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: messages.dialCodeLabel }).closest('.ant-select')).toHaveTextContent(
      '+61',
    );
  });

  it("says 'Please fill in all required fields.' when anything is missing, and sends nothing", async () => {
    const { fetchMock } = fakeApi({});
    const user = userEvent.setup();
    renderPage(<CompleteProfile />, at);
    await user.click(save());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.requiredFields);

    // Everything but the address (labelled optional in the original, still required): still refused.
    await user.type(phone(), '0412345678');
    await user.click(screen.getByRole('checkbox', { name: 'Queensland' }));
    await user.type(screen.getByLabelText(messages.jobTitleLabel), 'Nurse');
    await user.click(screen.getByRole('radio', { name: '0-1 years' }));
    await user.click(save());
    expect(screen.getByRole('alert')).toHaveTextContent(messages.requiredFields);
    expect(screen.getByLabelText(messages.addressLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes digits only, 15 at most with the dial code, and refuses a number that is not one', async () => {
    const { fetchMock } = fakeApi({});
    const user = userEvent.setup();
    renderPage(<CompleteProfile />, at);
    await user.type(phone(), '04a12-345 678999999999');
    // +61 is two digits: thirteen are left for the number.
    expect(phone()).toHaveValue('0412345678999');

    await user.clear(phone());
    await fillAll(user, '12345');
    await user.click(save());
    expect(await screen.findByText(messages.phoneInvalid)).toBeInTheDocument();
    expect(phone()).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('saves the profile, keeps the user it answers (step flags included), and goes to /upload', async () => {
    const done = candidate({ step2: true, phoneNumber: '+61412345678' });
    const { bodies: sent } = fakeApi({ 'PATCH /user/update-profile': { body: { success: true, data: done } } });
    const user = userEvent.setup();
    renderPage(<CompleteProfile />, at);
    await fillAll(user);
    await user.click(save());

    expect(await screen.findByText('Now at /upload')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'toast' })).toHaveTextContent(`success: ${messages.profileUpdated}`);
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/api/user/update-profile',
        body: {
          phoneNumber: '+61412345678',
          address: '1 George St, Sydney',
          workState: ['New South Wales', 'Victoria'],
          jobTitle: ['Data Analyst'],
          experienceLevel: '2-4 years',
        },
      },
    ]);
    expect(sessionStore.getState().user).toMatchObject({ step2: true });
  });

  it("shows the server's reason, or 'Error updating profile. Please try again.', and stays", async () => {
    fakeApi({ 'PATCH /user/update-profile': { status: 500 } });
    const user = userEvent.setup();
    renderPage(<CompleteProfile />, at);
    await fillAll(user);
    await user.click(save());
    expect(await screen.findByText(`error: ${messages.profileUpdateFailed}`)).toBeInTheDocument();
    expect(sessionStore.getState().user).toMatchObject({ step2: false });
    expect(save()).toBeEnabled();
  });

  it("without a session says 'User not authenticated. Please log in again.' and goes to /login", async () => {
    const { fetchMock } = fakeApi({});
    const user = userEvent.setup();
    renderPage(<CompleteProfile />, at);
    await fillAll(user);
    act(() => sessionStore.setState({ token: null }));
    await user.click(save());
    expect(await screen.findByText('Now at /login')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'toast' })).toHaveTextContent(`error: ${messages.notAuthenticated}`);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows what was saved before when the candidate comes back to this step', () => {
    act(() =>
      sessionStore.getState().updateUser(
        candidate({
          step2: true,
          phoneNumber: '+61412345678',
          address: '1 George St',
          workState: ['Tasmania'],
          jobTitle: ['Nurse'],
          experienceLevel: '5-6 years',
        }),
      ),
    );
    fakeApi({});
    renderPage(<CompleteProfile />, at);
    expect(phone()).toHaveValue('412345678');
    expect(screen.getByLabelText(messages.addressLabel)).toHaveValue('1 George St');
    expect(screen.getByRole('checkbox', { name: 'Tasmania' })).toBeChecked();
    expect(screen.getByLabelText(messages.jobTitleLabel)).toHaveValue('Nurse');
    expect(screen.getByRole('radio', { name: '5-6 years' })).toBeChecked();
  });
});
