import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore, type User } from '@portal/shared';
import { userWithRole } from '@portal/shared/testing';
import { fakeApi, resetSession, signIn } from '@portal/shared/testing/jest';
import { renderAt } from '../../../testing/render-at';
import { usersPage } from '../../../testing/candidates';
import { adminTexts } from '../texts';
import { AdminsList } from './AdminsList';

const admin = (n: number, status: User['status']) =>
  userWithRole('admin', {
    _id: `admin-${n}`,
    firstName: `Admin${n}`,
    lastName: 'Person',
    email: `admin${n}@example.com`,
    status,
  });
const ADMINS = '/users?role=admin&page=1&limit=10';

let logged: jest.SpyInstance;
beforeEach(() => {
  resetSession();
  signIn(userWithRole('superAdmin'));
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

const menuOptions = async (name: string) => {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: `${adminTexts.changeStatus}: ${name}` }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
};

describe('AdminsList', () => {
  it('lists admins with View details to their job history and Add Admin to /adminform', async () => {
    fakeApi({ [ADMINS]: usersPage([admin(1, 'active'), admin(2, 'pending')], { limit: 10 }) });
    renderAt(<AdminsList />, '/admins');
    const row = (await screen.findByText('admin1@example.com')).closest('tr')!;
    expect(within(row).getByRole('link', { name: adminTexts.viewDetails })).toHaveAttribute(
      'href',
      '/admin-job-history/admin-1',
    );
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: adminTexts.addAdmin })).toHaveAttribute('href', '/adminform');
  });

  it.each([
    ['active', [adminTexts.deactivate, adminTexts.suspend, adminTexts.delete]],
    ['pending', [adminTexts.activate, adminTexts.suspend, adminTexts.delete]],
    ['suspended', [adminTexts.activate, adminTexts.delete]],
    ['deleted', [adminTexts.activate, adminTexts.suspend, adminTexts.delete]],
  ] as const)('the menu of an admin %s offers %j', async (status, options) => {
    fakeApi({ [ADMINS]: usersPage([admin(1, status)], { limit: 10 }) });
    renderAt(<AdminsList />, '/admins');
    expect(await menuOptions('Admin1 Person')).toEqual(options);
  });

  it("sends the status, toasts 'Admin status updated to {status}' and reloads; a failure says so", async () => {
    const { bodies } = fakeApi({
      [ADMINS]: [usersPage([admin(1, 'active')], { limit: 10 }), usersPage([admin(1, 'suspended')], { limit: 10 })],
      'PATCH /user/update-status': [{ body: { success: true } }, { status: 500, body: { success: false } }],
    });
    renderAt(<AdminsList />, '/admins');
    const user = userEvent.setup();
    await menuOptions('Admin1 Person');
    await user.click(screen.getByRole('menuitem', { name: adminTexts.suspend }));
    expect(await screen.findByText('Suspended')).toBeInTheDocument();
    expect(bodies.filter((sent) => sent.method === 'PATCH')).toEqual([
      { method: 'PATCH', path: '/api/user/update-status', body: { user: 'admin-1', status: 'suspended' } },
    ]);
    expect(sessionStore.getState().notice?.text).toBe('Admin status updated to suspended');

    await menuOptions('Admin1 Person');
    await user.click(screen.getByRole('menuitem', { name: adminTexts.delete }));
    await screen.findByRole('button', { name: `${adminTexts.changeStatus}: Admin1 Person` });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sessionStore.getState().notice?.text).toBe(adminTexts.statusFailed);
  });

  it('shows the activity of an admin and resends the set-up link while no password is set', async () => {
    const { bodies } = fakeApi({
      [ADMINS]: usersPage([admin(1, 'active')], { limit: 10 }),
      '/admins/admin-1/activity?page=1&limit=5': {
        body: {
          success: true,
          data: {
            passwordSet: false,
            setupLinkExpiresAt: null,
            hasNextPage: false,
            docs: [
              {
                _id: 'log-1',
                action: 'status',
                status: 'suspended',
                actor: { _id: 's', firstName: 'Sam', lastName: 'Super' },
                candidate: null,
                createdAt: '2026-11-20T10:00:00.000Z',
              },
            ],
          },
        },
      },
      'POST /admins/admin-1/setup-link': { body: { success: true, message: 'A new link was sent.' } },
    });
    renderAt(<AdminsList />, '/admins');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: `${adminTexts.showActivity}: Admin1 Person` }));
    expect(await screen.findByText(/Status set to suspended by Sam Super/)).toBeInTheDocument();
    expect(screen.getByText(new RegExp(adminTexts.linkExpired))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: adminTexts.resendLink }));
    expect(await screen.findByRole('button', { name: adminTexts.resendLink })).toBeEnabled();
    expect(bodies.some((sent) => sent.path === '/api/admins/admin-1/setup-link')).toBe(true);
    expect(sessionStore.getState().notice?.text).toBe('A new link was sent.');
  });
});
