import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared';
import { candidate, userWithRole } from '@portal/shared/testing';
import { fakeApi, heldReply, renderDashboard, resetSession, signIn, type Route } from '@portal/shared/testing/jest';
import Settings from '../Settings';
import { uploadProfilePhoto } from '../../features/settings/api/settings';

// jsdom's FormData cannot travel through Node's fetch in this environment: the photo's request is replaced here
// (the e2e suite sends real ones); everything the page does around it is real.
jest.mock('../../features/settings/api/settings', () => ({
  ...jest.requireActual('../../features/settings/api/settings'),
  uploadProfilePhoto: jest.fn(),
}));
const uploadPhoto = jest.mocked(uploadProfilePhoto);
import { messages } from '../../texts';

/** The API of these tests: reading the signed-in user again answers with the one signed in, unless a test says otherwise. */
const settingsApi = (routes: Record<string, Route> = {}) =>
  fakeApi({ 'GET /user/me': () => ({ body: { success: true, data: sessionStore.getState().user } }), ...routes });

beforeEach(() => {
  resetSession();
  settingsApi();
});

/** What the page sent besides reading the signed-in user again when it opened. */
const besidesUserRead = <T extends { path?: string; url?: string }>(requests: T[]) =>
  requests.filter((request) => (request.path ?? new URL(request.url!).pathname) !== '/api/user/me');

const openLoginDetails = async () => userEvent.click(screen.getByRole('tab', { name: messages.loginDetailsTab }));

describe('Settings, My Profile', () => {
  it("shows the candidate's basic information, the photo hint and the personal details with the e-mail read-only", () => {
    signIn(candidate);
    renderDashboard(<Settings />);
    expect(screen.getByRole('tab', { name: messages.myProfileTab })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText(messages.basicInformation)).toBeInTheDocument();
    expect(screen.getByText(messages.jobTitle)).toBeInTheDocument();
    expect(screen.getByText(messages.photoHint)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: messages.profilePhoto })).toBeInTheDocument();
    expect(screen.getByLabelText(messages.firstName)).toHaveValue(candidate.firstName);
    const email = screen.getAllByDisplayValue(candidate.email)[0]!;
    expect(email).toHaveAttribute('readonly');
  });

  it('shows the details the server holds now, not the copy kept at sign-in, and saves a phone change with them', async () => {
    const { bodies } = settingsApi({
      'GET /user/me': { body: { success: true, data: { ...candidate, firstName: 'Robin', lastName: 'Fromlaptop' } } },
      'PATCH /user/profile-details': { body: { success: true, message: messages.profileUpdated, data: candidate } },
    });
    signIn(candidate);
    renderDashboard(<Settings />);
    await waitFor(() => expect(screen.getByLabelText(messages.firstName)).toHaveValue('Robin'));
    expect(screen.getByLabelText(messages.lastName)).toHaveValue('Fromlaptop');
    expect(screen.getByText('Robin Fromlaptop')).toBeInTheDocument();
    const phone = screen.getByLabelText(messages.phoneNumber);
    // Stored in E.164 (+61400000000), shown as it is written.
    expect(phone).toHaveValue('+61 400 000 000');
    await userEvent.clear(phone);
    await userEvent.type(phone, '0412 345 678');
    await userEvent.click(screen.getByRole('button', { name: messages.saveProfile }));
    await waitFor(() => expect(bodies.filter((sent) => sent.method === 'PATCH')).toHaveLength(1));
    expect(bodies.filter((sent) => sent.method === 'GET' && sent.path === '/api/user/me')).toHaveLength(1);
    expect(bodies.find((sent) => sent.method === 'PATCH')!.body).toEqual({
      firstName: 'Robin',
      lastName: 'Fromlaptop',
      phoneNumber: '0412345678',
    });
  });

  it('keeps what the user has already typed when the fresh details arrive', async () => {
    const held = heldReply();
    settingsApi({ 'GET /user/me': held.route });
    signIn(candidate);
    renderDashboard(<Settings />);
    const first = screen.getByLabelText(messages.firstName);
    await userEvent.clear(first);
    await userEvent.type(first, 'Typed');
    held.release({ body: { success: true, data: { ...candidate, firstName: 'Robin', lastName: 'Fromlaptop' } } });
    await waitFor(() => expect(screen.getByText('Robin Fromlaptop')).toBeInTheDocument());
    expect(first).toHaveValue('Typed');
  });

  it("says 'Unable to fetch user details.' with Retry when the fresh read fails, offering no stale form to save", async () => {
    const { bodies } = settingsApi({
      'GET /user/me': [
        { status: 500, body: { success: false, message: 'Something went wrong.' } },
        { body: { success: true, data: { ...candidate, firstName: 'Robin' } } },
      ],
    });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    signIn(candidate);
    renderDashboard(<Settings />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.settingsLoadFailed);
    expect(screen.queryByLabelText(messages.firstName)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.saveProfile })).not.toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: messages.loginDetailsTab })).not.toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByLabelText(messages.firstName)).toHaveValue('Robin'));
    expect(screen.queryByText(messages.settingsLoadFailed)).not.toBeInTheDocument();
    expect(bodies.filter((sent) => sent.path === '/api/user/me')).toHaveLength(2);
    logged.mockRestore();
  });

  it("asks for an empty name with the form's required text and labels the e-mail 'Email address'", async () => {
    const { bodies } = settingsApi({});
    signIn(candidate);
    renderDashboard(<Settings />);
    expect(screen.getByLabelText(messages.emailAddress)).toHaveAttribute('readonly');
    await userEvent.clear(screen.getByLabelText(messages.firstName));
    await userEvent.clear(screen.getByLabelText(messages.lastName));
    await userEvent.type(screen.getByLabelText(messages.lastName), '   ');
    await userEvent.click(screen.getByRole('button', { name: messages.saveProfile }));
    expect(await screen.findAllByText(messages.requiredFields)).toHaveLength(2);
    expect(screen.queryByText(messages.lettersOnly)).not.toBeInTheDocument();
    expect(bodies.filter((sent) => sent.method === 'PATCH')).toHaveLength(0);
  });

  it('shows each refusal under its field only while it applies, never an old one from an earlier save', async () => {
    const { bodies } = settingsApi({});
    signIn(candidate);
    renderDashboard(<Settings />);
    const first = screen.getByLabelText(messages.firstName);
    const phone = screen.getByLabelText(messages.phoneNumber);
    await userEvent.clear(first);
    await userEvent.type(first, 'Casey2');
    await userEvent.click(screen.getByRole('button', { name: messages.saveProfile }));
    await waitFor(() => expect(first).toHaveAccessibleDescription(messages.lettersOnly));
    await userEvent.clear(first);
    await userEvent.type(first, 'Casey');
    await waitFor(() => expect(screen.queryByText(messages.lettersOnly)).not.toBeInTheDocument());
    await userEvent.clear(phone);
    await userEvent.click(screen.getByRole('button', { name: messages.saveProfile }));
    await waitFor(() => expect(phone).toHaveAccessibleDescription(messages.requiredFields));
    // The field to mend takes the focus, so its label and message are read out.
    await waitFor(() => expect(phone).toHaveFocus());
    expect(screen.getAllByText(messages.requiredFields)).toHaveLength(1);
    expect(screen.queryByText(messages.lettersOnly)).not.toBeInTheDocument();
    expect(first).not.toHaveAccessibleDescription();
    expect(bodies.filter((sent) => sent.method === 'PATCH')).toHaveLength(0);
  });

  it("takes names up to the name rule's length, and a refused save's reason goes once the details change", async () => {
    settingsApi({
      'PATCH /user/profile-details': { status: 400, body: { success: false, message: 'Refused by the server.' } },
    });
    signIn(candidate);
    renderDashboard(<Settings />);
    expect(screen.getByLabelText(messages.firstName)).toHaveAttribute('maxlength', '60');
    expect(screen.getByLabelText(messages.lastName)).toHaveAttribute('maxlength', '60');
    await userEvent.click(screen.getByRole('button', { name: messages.saveProfile }));
    expect(await screen.findByText('Refused by the server.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(messages.lastName), 'a');
    expect(screen.queryByText('Refused by the server.')).not.toBeInTheDocument();
  });

  it('gives staff the same tabs without the candidate-only fields', () => {
    signIn(userWithRole('admin', { firstName: 'Alex', lastName: 'Admin' }));
    renderDashboard(<Settings />);
    expect(screen.getByRole('tab', { name: messages.myProfileTab })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: messages.loginDetailsTab })).toBeInTheDocument();
    expect(screen.queryByText(messages.jobTitle)).not.toBeInTheDocument();
    expect(screen.queryByText(messages.preferredStates)).not.toBeInTheDocument();
  });

  it("reads 'Saving...' while busy, then says the profile was updated and refreshes the header's user", async () => {
    const held = heldReply();
    const { bodies } = settingsApi({ 'PATCH /user/profile-details': held.route });
    signIn(candidate);
    renderDashboard(<Settings />);
    const first = screen.getByLabelText(messages.firstName);
    await userEvent.clear(first);
    await userEvent.type(first, 'Robin');
    await userEvent.click(screen.getByRole('button', { name: messages.saveProfile }));
    expect(await screen.findByRole('button', { name: messages.saving })).toHaveAttribute('aria-disabled', 'true');
    held.release({
      body: { success: true, message: messages.profileUpdated, data: { ...candidate, firstName: 'Robin' } },
    });
    expect(await screen.findByText(messages.profileUpdated)).toBeInTheDocument();
    expect(sessionStore.getState().user?.firstName).toBe('Robin');
    expect(besidesUserRead(bodies)[0]).toEqual({
      method: 'PATCH',
      path: '/api/user/profile-details',
      // The number as the field shows it, grouped (the server stores it in E.164 again).
      body: { firstName: 'Robin', lastName: candidate.lastName, phoneNumber: '+61 400 000 000' },
    });
  });

  it("shows the server's reason when the save is refused", async () => {
    settingsApi({
      'PATCH /user/profile-details': { status: 400, body: { success: false, message: '* Letters only.' } },
    });
    signIn(candidate);
    renderDashboard(<Settings />);
    await userEvent.click(screen.getByRole('button', { name: messages.saveProfile }));
    expect(await screen.findByText('* Letters only.')).toBeInTheDocument();
  });

  it('uploads a dropped photo, reading busy meanwhile, and says it was updated', async () => {
    let finish: () => void = () => {};
    uploadPhoto.mockImplementation(
      () =>
        new Promise((resolve) => {
          finish = () => {
            sessionStore.getState().updateUser({ ...candidate, profilePicture: '/api/user/photo/new' });
            resolve({ success: true, message: 'Profile photo updated.', data: candidate });
          };
        }),
    );
    signIn(candidate);
    renderDashboard(<Settings />);
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
    const dropZone = screen.getByText(messages.photoDropHere).closest('.ant-upload')!;
    fireEvent.drop(dropZone, { dataTransfer: { files: [file], items: [], types: ['Files'] } });
    expect(await screen.findByText(messages.photoUploading)).toBeInTheDocument();
    expect(uploadPhoto).toHaveBeenCalledTimes(1);
    expect(uploadPhoto.mock.calls[0]![0].name).toBe('me.png');
    act(() => finish());
    expect(await screen.findByText('Profile photo updated.')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: messages.profilePhoto })).toHaveAttribute('src', '/api/user/photo/new');
  });

  it("shows the server's refusal of an SVG picked by a click", async () => {
    const { HTTPError } = jest.requireActual('ky');
    uploadPhoto.mockRejectedValue(
      new HTTPError(
        new Response(
          JSON.stringify({
            success: false,
            message: messages.photoSvgRefused,
          }),
          { status: 400, headers: { 'content-type': 'application/json' } },
        ),
        new Request('http://localhost/api/user/profile-picture'),
        {},
      ),
    );
    signIn(candidate);
    const { container } = renderDashboard(<Settings />);
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, new File(['<svg/>'], 'me.svg', { type: 'image/svg+xml' }));
    expect(await screen.findByText(/SVG images cannot be used/)).toBeInTheDocument();
  });
});

describe('Settings, Login Details', () => {
  it("shows the e-mail with its verified tick, or 'No email available'", async () => {
    signIn({ ...candidate, emailVerified: true });
    const { unmount } = renderDashboard(<Settings />);
    await openLoginDetails();
    expect(screen.getByRole('img', { name: messages.emailVerifiedTick })).toBeInTheDocument();
    unmount();
    signIn({ ...candidate, email: '' });
    renderDashboard(<Settings />);
    await openLoginDetails();
    expect(screen.getByText(messages.noEmailAvailable)).toBeInTheDocument();
  });

  it("reads 'Updating...' while busy, says 'Password changed successfully!' and keeps the session on the new token", async () => {
    const held = heldReply();
    const { bodies } = settingsApi({ 'PATCH /user/change-password': held.route });
    signIn(candidate);
    renderDashboard(<Settings />);
    await openLoginDetails();
    expect(screen.getByText(messages.passwordMinimumHint)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(messages.oldPassword), 'Portal@2026');
    const fresh = screen.getByLabelText(messages.newPassword);
    await userEvent.type(fresh, 'Better@2027');
    expect(fresh).toHaveAttribute('type', 'password');
    await userEvent.click(within(fresh.closest('.ant-input-affix-wrapper')!).getByRole('img'));
    expect(fresh).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: messages.changePassword }));
    expect(await screen.findByRole('button', { name: messages.updating })).toHaveAttribute('aria-disabled', 'true');
    held.release({ body: { success: true, message: messages.passwordChanged, data: { token: 'new-token' } } });
    expect(await screen.findByText(messages.passwordChanged)).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('new-token');
    expect(besidesUserRead(bodies)[0]!.body).toEqual({ oldPassword: 'Portal@2026', newPassword: 'Better@2027' });
  });

  it("says 'Failed to change password.' with the reason", async () => {
    settingsApi({
      'PATCH /user/change-password': {
        status: 400,
        body: { success: false, message: 'Your old password is not correct.' },
      },
    });
    signIn(candidate);
    renderDashboard(<Settings />);
    await openLoginDetails();
    await userEvent.type(screen.getByLabelText(messages.oldPassword), 'Wrong@2026');
    await userEvent.type(screen.getByLabelText(messages.newPassword), 'Better@2027');
    await userEvent.click(screen.getByRole('button', { name: messages.changePassword }));
    expect(
      await screen.findByText(`${messages.passwordChangeFailed} Your old password is not correct.`),
    ).toBeInTheDocument();
  });

  it("says why a weak new password is refused in a sentence, without the sign-up form's '* ' marker", async () => {
    const weakRule =
      'Failed to change password. Password must be at least 8 characters, include uppercase, lowercase, number, and special character.';
    const { bodies } = settingsApi({
      'PATCH /user/change-password': { status: 400, body: { success: false, message: messages.passwordRule } },
    });
    signIn(candidate);
    renderDashboard(<Settings />);
    await openLoginDetails();
    await userEvent.type(screen.getByLabelText(messages.oldPassword), 'Portal@2026');
    // Refused here, before sending.
    await userEvent.type(screen.getByLabelText(messages.newPassword), 'short');
    await userEvent.click(screen.getByRole('button', { name: messages.changePassword }));
    expect(await screen.findByText(weakRule)).toBeInTheDocument();
    expect(besidesUserRead(bodies)).toHaveLength(0);
    // Refused by the server with the same rule.
    await userEvent.clear(screen.getByLabelText(messages.newPassword));
    await userEvent.type(screen.getByLabelText(messages.newPassword), 'Better@2027');
    await userEvent.click(screen.getByRole('button', { name: messages.changePassword }));
    await waitFor(() => expect(besidesUserRead(bodies)).toHaveLength(1));
    expect(await screen.findByText(weakRule)).toBeInTheDocument();
  });

  it('changes the e-mail only after the code from the new address', async () => {
    const { bodies } = settingsApi({
      'POST /user/email-change': { body: { success: true, message: 'We sent a six-digit code to new@example.com.' } },
      'POST /user/email-change/confirm': {
        body: {
          success: true,
          message: 'Email updated successfully!',
          data: { ...candidate, email: 'new@example.com' },
        },
      },
    });
    signIn(candidate);
    renderDashboard(<Settings />);
    await openLoginDetails();
    await userEvent.type(screen.getByLabelText(messages.newEmailPlaceholder), 'new@example.com');
    // The current password starts the change: without it nothing is sent.
    await userEvent.click(screen.getByRole('button', { name: messages.updateEmail }));
    expect(await screen.findByText(messages.currentPasswordRequired)).toBeInTheDocument();
    expect(besidesUserRead(bodies)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(messages.currentPasswordLabel), 'Portal@2026');
    await userEvent.click(screen.getByRole('button', { name: messages.updateEmail }));
    expect(await screen.findByText('We sent a six-digit code to new@example.com.')).toBeInTheDocument();
    expect(sessionStore.getState().user?.email).toBe(candidate.email);
    await userEvent.type(screen.getByLabelText(messages.emailCodePlaceholder), '123456');
    await userEvent.click(screen.getByRole('button', { name: messages.confirmEmail }));
    expect(await screen.findByText('Email updated successfully!')).toBeInTheDocument();
    await waitFor(() => expect(sessionStore.getState().user?.email).toBe('new@example.com'));
    expect(besidesUserRead(bodies).map((b) => b.body)).toEqual([
      { newEmail: 'new@example.com', password: 'Portal@2026' },
      { code: '123456' },
    ]);
  });
});

describe('Settings, My data (candidates only)', () => {
  const openMyData = async () => userEvent.click(screen.getByRole('tab', { name: messages.myDataTab }));

  it('is a tab for candidates, not for staff', () => {
    signIn(userWithRole('admin'));
    const { unmount } = renderDashboard(<Settings />);
    expect(screen.queryByRole('tab', { name: messages.myDataTab })).not.toBeInTheDocument();
    unmount();
    signIn(candidate);
    renderDashboard(<Settings />);
    expect(screen.getByRole('tab', { name: messages.myDataTab })).toBeInTheDocument();
  });

  it("downloads the data with the session, reading 'Preparing...' meanwhile", async () => {
    const held = heldReply();
    const api = settingsApi({ '/user/my-data': held.route });
    const createObjectURL = jest.fn(() => 'blob:my-data');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    // What the browser would save (jsdom cannot follow the link).
    const saved: { href: string; download: string }[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ href: this.href, download: this.download });
    });
    signIn(candidate);
    renderDashboard(<Settings />);
    await openMyData();
    await userEvent.click(screen.getByRole('button', { name: messages.downloadMyData }));
    expect(await screen.findByRole('button', { name: new RegExp(messages.myDataPreparing) })).toBeInTheDocument();
    await waitFor(() => expect(besidesUserRead(api.sent)).toHaveLength(1));
    expect(besidesUserRead(api.sent)[0]!.authorization).toMatch(/^Bearer /);
    held.release({ status: 200, body: { zip: 'bytes' } });
    expect(await screen.findByText(messages.myDataDownloaded)).toBeInTheDocument();
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(saved).toEqual([
      { href: 'blob:my-data', download: expect.stringMatching(/^career-portal-my-data-\d{4}-\d{2}-\d{2}\.zip$/) },
    ]);
    click.mockRestore();
  });

  it('asks for the password, shows a wrong one refused and keeps the session', async () => {
    const api = settingsApi({
      'POST /user/delete-account': { status: 400, body: { success: false, message: 'The password is not correct.' } },
    });
    signIn(candidate);
    renderDashboard(<Settings />);
    await openMyData();
    await userEvent.click(screen.getByRole('button', { name: messages.deleteAccount }));
    expect(await screen.findByText('Please enter your password.')).toBeInTheDocument();
    expect(besidesUserRead(api.sent)).toHaveLength(0);
    await userEvent.type(screen.getByLabelText(messages.deleteAccountPassword), 'Wrong@2026');
    await userEvent.click(screen.getByRole('button', { name: messages.deleteAccount }));
    expect(await screen.findByText('The password is not correct.')).toBeInTheDocument();
    expect(api.bodies.at(-1)).toEqual({
      method: 'POST',
      path: '/api/user/delete-account',
      body: { password: 'Wrong@2026' },
    });
    expect(sessionStore.getState().token).not.toBeNull();
  });

  it("reads 'Deleting...' while busy, then ends the session and says the account was deleted", async () => {
    const held = heldReply();
    settingsApi({ 'POST /user/delete-account': held.route });
    signIn(candidate);
    renderDashboard(<Settings />);
    await openMyData();
    await userEvent.type(screen.getByLabelText(messages.deleteAccountPassword), 'Portal@2026');
    await userEvent.click(screen.getByRole('button', { name: messages.deleteAccount }));
    expect(await screen.findByRole('button', { name: new RegExp(messages.deletingAccount) })).toBeInTheDocument();
    held.release({ status: 200, body: { success: true, message: messages.accountDeleted } });
    await waitFor(() => expect(sessionStore.getState().token).toBeNull());
    expect(sessionStore.getState().notice?.text).toBe(messages.accountDeleted);
  });
});
