import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userWithRole } from '@portal/shared/testing';
import SuperAdminDashboard from '../SuperAdminDashboard';
import { numberedCandidate, usersPage } from '../../testing/candidates';
import { fakeApi, renderDashboard, resetSession, signIn } from '@portal/shared/testing/jest';
import { messages } from '../../texts';
import { overviewTexts } from '../../features/overview/texts';

const CANDIDATES = '/users?role=user&verified=true&limit=2&page=1';
const ADMINS = '/users?role=admin&limit=1&page=1';
const OVERVIEW = '/super-admin/overview';
const figures = {
  body: {
    success: true,
    data: {
      candidatesByPlan: { Free: 12, Silver: 7, Gold: 5, none: 30 },
      subscribersWithoutAdmin: 15,
      activeAdmins: 2,
      applicationsThisWeek: 41,
      revenueThisMonth: 123450,
    },
  },
};
const superAdmin = userWithRole('superAdmin', { firstName: 'Grace' });

const candidateRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const statistic = (title: string) => screen.getByText(title).closest('.ant-statistic');

let logged: jest.SpyInstance;
beforeEach(() => {
  resetSession();
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

describe('SuperAdminDashboard', () => {
  it('shows exactly the first two candidates, and the candidate and admin counts from totalDocs', async () => {
    const { sent } = fakeApi({
      [CANDIDATES]: usersPage([numberedCandidate(1), numberedCandidate(2, { jobTitle: [] })], {
        limit: 2,
        totalDocs: 42,
      }),
      [ADMINS]: usersPage([userWithRole('admin')], { limit: 1, totalDocs: 3 }),
      [OVERVIEW]: figures,
    });
    const token = signIn(superAdmin);
    renderDashboard(<SuperAdminDashboard />);

    expect(screen.getByRole('heading', { level: 2, name: `${messages.dashboardGreeting}, Grace` })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Candidate1 Surname1' })).toBeInTheDocument();
    expect(candidateRows().map((row) => row.textContent)).toEqual([
      'Candidate1 Surname1candidate1@example.comJob 1',
      `Candidate2 Surname2candidate2@example.com${messages.notProvided}`,
    ]);
    expect(screen.getByText(messages.latestCandidates)).toBeInTheDocument();
    expect(statistic(messages.registeredCandidates)).toHaveTextContent(`${messages.registeredCandidates}42`);
    expect(statistic(messages.admins)).toHaveTextContent(`${messages.admins}3`);
    expect(sent).toHaveLength(3);
    expect(sent).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: `http://localhost/api${CANDIDATES}`, authorization: `Bearer ${token}` },
        { method: 'GET', url: `http://localhost/api${ADMINS}`, authorization: `Bearer ${token}` },
        { method: 'GET', url: `http://localhost/api${OVERVIEW}`, authorization: `Bearer ${token}` },
      ]),
    );
  });

  it('links the counts to their lists and each latest candidate to them on /registered-candidates', async () => {
    fakeApi({
      [CANDIDATES]: usersPage([numberedCandidate(1), numberedCandidate(2)], { limit: 2, totalDocs: 42 }),
      [ADMINS]: usersPage([userWithRole('admin')], { limit: 1, totalDocs: 3 }),
      [OVERVIEW]: figures,
    });
    signIn(superAdmin);
    renderDashboard(<SuperAdminDashboard />);

    const table = within(await screen.findByRole('table'));
    const latest = await table.findByRole('link', { name: 'Candidate2 Surname2' });
    expect(latest).toHaveAttribute('href', '/registered-candidates?search=candidate2%40example.com');
    // The staff pages' link look, not the browser's blue.
    expect(latest).toHaveClass('staff-link');
    expect(within(statistic(messages.registeredCandidates) as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      '/registered-candidates',
    );
    expect(screen.getByRole('link', { name: messages.registeredCandidates })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.admins })).toHaveAttribute('href', '/admins');
  });

  it("says 'No candidates found' when nobody has registered yet", async () => {
    fakeApi({
      [CANDIDATES]: usersPage([], { limit: 2, totalDocs: 0 }),
      [ADMINS]: usersPage([], { limit: 1, totalDocs: 0 }),
      [OVERVIEW]: figures,
    });
    signIn(superAdmin);
    renderDashboard(<SuperAdminDashboard />);

    expect(await screen.findByText(messages.noCandidatesFound)).toBeInTheDocument();
    expect(statistic(messages.registeredCandidates)).toHaveTextContent(`${messages.registeredCandidates}0`);
  });

  it('shows the failure when the candidates cannot be loaded, and Retry asks again and shows them', async () => {
    const { sent } = fakeApi({
      [CANDIDATES]: [
        { status: 500, body: { success: false, message: 'Server error' } },
        usersPage([numberedCandidate(1), numberedCandidate(2)], { limit: 2, totalDocs: 9 }),
      ],
      [ADMINS]: usersPage([userWithRole('admin')], { limit: 1, totalDocs: 4 }),
      [OVERVIEW]: figures,
    });
    signIn(superAdmin);
    const user = userEvent.setup();
    renderDashboard(<SuperAdminDashboard />);

    // The count card and the list both depend on the candidates call, so both say it failed.
    expect(await screen.findAllByText(messages.somethingWentWrong)).toHaveLength(2);
    expect(statistic(messages.admins)).toHaveTextContent(`${messages.admins}4`);

    await user.click(screen.getAllByRole('button', { name: messages.retry })[0]!);

    expect(await screen.findByRole('cell', { name: 'Candidate2 Surname2' })).toBeInTheDocument();
    expect(screen.queryByText(messages.somethingWentWrong)).not.toBeInTheDocument();
    expect(statistic(messages.registeredCandidates)).toHaveTextContent(`${messages.registeredCandidates}9`);
    expect(sent.filter((request) => request.url.endsWith(CANDIDATES))).toHaveLength(2);
  });

  it('shows the figures of issue 16, each with a link to its list', async () => {
    fakeApi({
      [CANDIDATES]: usersPage([], { limit: 2, totalDocs: 0 }),
      [ADMINS]: usersPage([], { limit: 1, totalDocs: 0 }),
      [OVERVIEW]: figures,
    });
    signIn(superAdmin);
    renderDashboard(<SuperAdminDashboard />);

    const figure = async (title: string) => (await screen.findByRole('heading', { name: title })).parentElement!;
    expect(await figure(overviewTexts.subscribersWithoutAdmin)).toHaveTextContent('15');
    expect(
      within(await figure(overviewTexts.subscribersWithoutAdmin)).getByRole('link', {
        name: overviewTexts.viewUnassigned,
      }),
    ).toHaveAttribute('href', '/subscribers?filter=unassigned');
    expect(await figure(overviewTexts.candidatesByPlan)).toHaveTextContent('Free12Silver7Gold5No plan30');
    expect(await figure(overviewTexts.activeAdmins)).toHaveTextContent('2');
    expect(await figure(overviewTexts.applicationsThisWeek)).toHaveTextContent('41');
    expect(await figure(overviewTexts.revenueThisMonth)).toHaveTextContent('$1,234.50');
    expect(within(await figure(overviewTexts.activeAdmins)).getByRole('link')).toHaveAttribute('href', '/admins');
  });
});
