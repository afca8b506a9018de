import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared';
import { userWithRole } from '@portal/shared/testing';
import { fakeApi, heldReply, renderDashboard, resetSession, signIn } from '@portal/shared/testing/jest';
import { messages } from '../../../texts';
import { CreateNotificationForm } from './CreateNotificationForm';

// Quill needs a real layout engine; the form's rules are tested against a plain text box standing in for it
// (the editor's link rule has its own tests).
jest.mock('../../../components/MessageEditor', () => jest.requireActual('../../../testing/fake-message-editor'));

const superAdmin = userWithRole('superAdmin', { _id: 'super-1', firstName: 'Sam' });
const admin = userWithRole('admin', { _id: 'admin-1', firstName: 'Alex' });
const person = (id: string, firstName: string, lastName: string, role: string) => ({
  ...userWithRole('user'),
  _id: id,
  firstName,
  lastName,
  role,
});
const page = (docs: unknown[]) => ({
  body: {
    success: true,
    data: { docs, totalDocs: docs.length, page: 1, limit: 20, totalPages: 1, hasNextPage: false },
  },
});
const FIRST_USERS = '/users?limit=20&page=1';

let logged: jest.SpyInstance;
beforeEach(() => {
  resetSession();
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

const titleBox = () => screen.getByRole('textbox', { name: messages.notificationTitleLabel });
const messageBox = () => screen.getByRole('textbox', { name: messages.notificationMessageLabel });
const submit = () => screen.getByRole('button', { name: messages.sendNotification });
const allUsers = () => screen.getByRole('checkbox', { name: messages.sendToAllUsers });
const picker = () => screen.queryByRole('combobox', { name: messages.chooseUsers });

describe('CreateNotificationForm', () => {
  it("checks the title first, then the message, with the spec's texts, and sends nothing", async () => {
    const { sent } = fakeApi({ [FIRST_USERS]: page([]) });
    signIn(superAdmin);
    renderDashboard(<CreateNotificationForm />);
    expect(screen.getByPlaceholderText(messages.notificationPlaceholder)).toBeInTheDocument();

    await userEvent.type(messageBox(), 'Hello');
    await userEvent.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(messages.notificationTitleRequired);

    await userEvent.type(titleBox(), '   ');
    await userEvent.clear(messageBox());
    await userEvent.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(messages.notificationTitleRequired);

    await userEvent.type(titleBox(), 'Interview tips');
    await userEvent.click(submit());
    expect(screen.getByRole('alert')).toHaveTextContent(messages.notificationMessageRequired);
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('makes the two all-boxes exclusive, names the staff group by role, and hides the picker while one is ticked', async () => {
    fakeApi({ [FIRST_USERS]: page([]) });
    signIn(superAdmin);
    renderDashboard(<CreateNotificationForm />);
    const allAdmins = screen.getByRole('checkbox', { name: messages.sendToAllAdmins });
    expect(picker()).toBeInTheDocument();

    await userEvent.click(allUsers());
    expect(allUsers()).toBeChecked();
    expect(picker()).not.toBeInTheDocument();
    await userEvent.click(allAdmins);
    expect(allAdmins).toBeChecked();
    expect(allUsers()).not.toBeChecked();
    expect(picker()).not.toBeInTheDocument();
    await userEvent.click(allAdmins);
    expect(picker()).toBeInTheDocument();
  });

  it("an admin's second box reads 'Send to all superadmins'", () => {
    fakeApi({ [FIRST_USERS]: page([]) });
    signIn(admin);
    renderDashboard(<CreateNotificationForm />);
    expect(screen.getByRole('checkbox', { name: messages.sendToAllSuperAdmins })).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: messages.sendToAllAdmins })).not.toBeInTheDocument();
  });

  it("searches users on the server, shows chosen ones as 'first last (role)' chips, and sends their ids", async () => {
    const { bodies } = fakeApi({
      [FIRST_USERS]: page([person('u-1', 'Casey', 'Nguyen', 'user'), person('super-1', 'Sam', 'Super', 'superAdmin')]),
      '/users?limit=20&page=1&search=rob': page([person('u-2', 'Robin', 'Lee', 'user')]),
      'POST /notification': { status: 201, body: { success: true, data: { _id: 'n-1', recipients: 2 } } },
    });
    signIn(superAdmin);
    renderDashboard(<CreateNotificationForm />);
    await userEvent.type(titleBox(), 'Interview tips');
    await userEvent.type(messageBox(), 'Bring your CV');

    await userEvent.click(picker()!);
    await userEvent.click(
      await screen.findByText('Casey Nguyen (user)', { selector: '.ant-select-item-option-content' }),
    );
    // The sender is never offered to themself.
    expect(screen.queryByText('Sam Super (superAdmin)')).not.toBeInTheDocument();
    await userEvent.type(picker()!, 'rob');
    await userEvent.click(
      await screen.findByText('Robin Lee (user)', { selector: '.ant-select-item-option-content' }, { timeout: 3000 }),
    );
    const chips = document.querySelectorAll('.ant-select-selection-item');
    expect([...chips].map((chip) => chip.textContent)).toEqual(['Casey Nguyen (user)', 'Robin Lee (user)']);

    await userEvent.click(submit());
    await waitFor(() => expect(bodies.some((body) => body.method === 'POST')).toBe(true));
    expect(bodies.find((body) => body.method === 'POST')?.body).toEqual({
      title: 'Interview tips',
      message: '<p>Bring your CV</p>',
      allUser: false,
      allAdmin: false,
      general: false,
      type: 'info',
      selectedUser: ['u-1', 'u-2'],
    });
  });

  it("reads 'Sending...' while busy, then says it was sent and resets the form", async () => {
    const held = heldReply();
    const { bodies } = fakeApi({ [FIRST_USERS]: page([]), 'POST /notification': held.route });
    signIn(superAdmin);
    renderDashboard(<CreateNotificationForm />);
    await userEvent.type(titleBox(), '  Holiday hours ');
    await userEvent.type(messageBox(), 'Closed Monday');
    await userEvent.click(allUsers());
    await userEvent.click(submit());

    const busy = await screen.findByRole('button', { name: messages.sending });
    expect(busy).toBeDisabled();
    expect(bodies.find((body) => body.method === 'POST')?.body).toEqual({
      title: 'Holiday hours',
      message: '<p>Closed Monday</p>',
      allUser: true,
      allAdmin: false,
      general: false,
      type: 'info',
    });
    await act(async () => held.release({ status: 201, body: { success: true, data: { _id: 'n-1', recipients: 3 } } }));

    await waitFor(() => expect(sessionStore.getState().notice?.text).toBe(messages.notificationSent));
    expect(sessionStore.getState().notice?.kind).toBe('success');
    expect(titleBox()).toHaveValue('');
    expect(messageBox()).toHaveValue('');
    expect(allUsers()).not.toBeChecked();
    expect(picker()).toBeInTheDocument();
  });

  it("says 'Error sending notification. Try again.' when the send fails, keeping what was typed", async () => {
    fakeApi({
      [FIRST_USERS]: page([]),
      'POST /notification': { status: 403, body: { success: false, message: 'Forbidden' } },
    });
    signIn(admin);
    renderDashboard(<CreateNotificationForm />);
    await userEvent.type(titleBox(), 'Hi');
    fireEvent.change(messageBox(), { target: { value: 'There' } });
    await userEvent.click(screen.getByRole('checkbox', { name: messages.sendToAllSuperAdmins }));
    await userEvent.click(submit());

    await waitFor(() => expect(sessionStore.getState().notice?.text).toBe(messages.notificationSendFailed));
    expect(sessionStore.getState().notice?.kind).toBe('error');
    expect(titleBox()).toHaveValue('Hi');
    expect(within(screen.getByRole('form')).getByRole('button', { name: messages.sendNotification })).toBeEnabled();
  });
});
