import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared';
import { userWithRole } from '@portal/shared/testing';
import { fakeApi, heldReply, resetSession, signIn } from '@portal/shared/testing/jest';
import { renderAt } from '../../../testing/render-at';
import { adminTexts } from '../texts';
import { CreateAdminForm } from './CreateAdminForm';

beforeEach(() => {
  resetSession();
  signIn(userWithRole('superAdmin'));
});

/** A field by its exact accessible name: the label alone, never with its error. */
const field = (label: string) => screen.getByLabelText(label);

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(adminTexts.firstName), 'Nadia');
  await user.type(field(adminTexts.lastName), 'Newadmin');
  await user.type(field(adminTexts.phoneNumber), '+61355504411');
  await user.type(field(adminTexts.emailAddress), 'nadia@example.com');
  await user.selectOptions(field(adminTexts.role), 'admin');
}

describe('CreateAdminForm', () => {
  it("marks every empty field '* Required field' on submit and sends nothing", async () => {
    const { bodies } = fakeApi({});
    renderAt(<CreateAdminForm />, '/adminform');
    const user = userEvent.setup();
    expect(screen.getByRole('option', { name: adminTexts.pleaseSelect })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: adminTexts.createAdmin }));
    expect(screen.getAllByText(adminTexts.required)).toHaveLength(5);
    expect(field(adminTexts.firstName)).toHaveAttribute('aria-invalid', 'true');
    // Each field is named by its label only, and its error is its description, announced once.
    for (const [role, name] of [
      ['textbox', adminTexts.firstName],
      ['textbox', adminTexts.lastName],
      ['textbox', adminTexts.phoneNumber],
      ['textbox', adminTexts.emailAddress],
      ['combobox', adminTexts.role],
    ] as const) {
      const control = screen.getByRole(role, { name });
      expect(control).toHaveAccessibleName(name);
      expect(control).toHaveAccessibleDescription(adminTexts.required);
    }
    expect(bodies).toEqual([]);
  });

  it('checks each field as it changes: typing clears its error, emptying it brings it back', async () => {
    fakeApi({});
    renderAt(<CreateAdminForm />, '/adminform');
    const user = userEvent.setup();
    await user.type(field(adminTexts.firstName), 'N');
    expect(screen.queryByText(adminTexts.required)).not.toBeInTheDocument();
    await user.clear(field(adminTexts.firstName));
    expect(screen.getAllByText(adminTexts.required)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: adminTexts.createAdmin }));
    expect(screen.getAllByText(adminTexts.required)).toHaveLength(5);
    await fill(user);
    expect(screen.queryByText(adminTexts.required)).not.toBeInTheDocument();
  });

  it("sends the admin, reads 'Creating...' while busy, then shows the full-screen success with Back to /admins", async () => {
    const held = heldReply();
    const { bodies } = fakeApi({ 'POST /auth/create-admin': held.route });
    renderAt(<CreateAdminForm />, '/adminform');
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: adminTexts.createAdmin }));
    expect(await screen.findByRole('button', { name: adminTexts.creating })).toHaveAttribute('aria-disabled', 'true');
    held.release({ status: 201, body: { success: true, message: adminTexts.created } });
    expect(await screen.findByRole('heading', { name: adminTexts.successTitle })).toBeInTheDocument();
    expect(screen.getByText(adminTexts.successText)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: adminTexts.back })).toHaveAttribute('href', '/admins');
    expect(sessionStore.getState().notice?.text).toBe(adminTexts.created);
    expect(bodies).toEqual([
      {
        method: 'POST',
        path: '/api/auth/create-admin',
        body: {
          firstName: 'Nadia',
          lastName: 'Newadmin',
          phoneNumber: '+61355504411',
          email: 'nadia@example.com',
          role: 'admin',
        },
      },
    ]);
  });

  it("shows the server's message (an e-mail in use), or 'An error occurred.' when it gives none", async () => {
    fakeApi({
      'POST /auth/create-admin': [
        { status: 409, body: { success: false, message: 'An account with this email already exists.' } },
        { status: 500 },
      ],
    });
    renderAt(<CreateAdminForm />, '/adminform');
    const user = userEvent.setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: adminTexts.createAdmin }));
    await screen.findByRole('button', { name: adminTexts.createAdmin });
    expect(sessionStore.getState().notice?.text).toBe('An account with this email already exists.');
    await user.click(screen.getByRole('button', { name: adminTexts.createAdmin }));
    await screen.findByRole('button', { name: adminTexts.createAdmin });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sessionStore.getState().notice?.text).toBe(adminTexts.createFailed);
    expect(screen.queryByRole('heading', { name: adminTexts.successTitle })).not.toBeInTheDocument();
  });
});
