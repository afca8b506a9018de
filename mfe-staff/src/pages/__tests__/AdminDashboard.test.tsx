import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userWithRole } from '@portal/shared/testing';
import { fakeApi, renderDashboard, resetSession, signIn } from '@portal/shared/testing/jest';
import type { AdminDashboard as Figures } from '@portal/shared/contracts';
import AdminDashboard from '../AdminDashboard';
import { messages } from '../../texts';

const admin = userWithRole('admin', { firstName: 'Priya' });
const figures: Figures = {
  assignedCandidates: 21,
  applicationsThisWeek: 37,
  nearQuota: {
    total: 2,
    candidates: [
      { _id: 'c1', firstName: 'Liam', lastName: 'Walker', planName: 'Free', used: 10, limit: 10 },
      { _id: 'c2', firstName: 'Jack', lastName: 'Thompson', planName: 'Silver', used: 25, limit: 30 },
    ],
  },
  noPlatform: { total: 1, candidates: [{ _id: 'c3', firstName: 'Isla', lastName: 'Martin' }] },
};
const panel = (title: string) => screen.getByRole('region', { name: title });

let logged: jest.SpyInstance;
beforeEach(() => {
  resetSession();
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

describe('AdminDashboard', () => {
  it('greets the admin and shows the four figures, each with a link to the list behind it', async () => {
    const { sent } = fakeApi({ '/admin/dashboard': { body: { success: true, data: figures } } });
    const token = signIn(admin);
    renderDashboard(<AdminDashboard />);

    expect(screen.getByRole('heading', { level: 2, name: `${messages.dashboardGreeting}, Priya` })).toBeInTheDocument();
    expect(await within(panel(messages.dashboardAssigned)).findByText('21')).toBeInTheDocument();
    expect(within(panel(messages.dashboardApplicationsThisWeek)).getByText('37')).toBeInTheDocument();
    const near = panel(messages.dashboardNearQuota);
    expect(within(near).getByText('Liam Walker: 10 of 10 (Free)')).toBeInTheDocument();
    expect(within(near).getByText('Jack Thompson: 25 of 30 (Silver)')).toBeInTheDocument();
    expect(within(panel(messages.dashboardNoPlatform)).getByText('Isla Martin')).toBeInTheDocument();
    const links = screen.getAllByRole('link', { name: new RegExp(messages.dashboardSeeList) });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/assigned',
      '/assigned?filter=near-quota',
      '/assigned?filter=no-platform',
    ]);
    // The applications figure opens the candidates who applied this week, and its link says so (not 'See the list').
    const whoApplied = within(panel(messages.dashboardApplicationsThisWeek)).getByRole('link');
    expect(whoApplied).toHaveAccessibleName('See the candidates who applied this week');
    expect(whoApplied).toHaveTextContent('See the candidates who applied this week');
    expect(whoApplied).toHaveAttribute('href', '/admin-jobhistory?applied=this-week');
    expect(sent).toEqual([
      { method: 'GET', url: 'http://localhost/api/admin/dashboard', authorization: `Bearer ${token}` },
    ]);
  });

  it('shows the failure when the figures cannot be loaded, and Retry asks again', async () => {
    fakeApi({
      '/admin/dashboard': [
        { status: 500, body: { success: false, message: 'Server error' } },
        { body: { success: true, data: figures } },
      ],
    });
    signIn(admin);
    renderDashboard(<AdminDashboard />);
    await userEvent.click(await screen.findByRole('button', { name: messages.retry }));
    expect(await within(panel(messages.dashboardAssigned)).findByText('21')).toBeInTheDocument();
  });
});
