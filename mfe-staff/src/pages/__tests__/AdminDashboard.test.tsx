import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userWithRole } from '@portal/shared/testing';
import AdminDashboard from '../AdminDashboard';
import { numberedCandidate, usersPage } from '../../testing/candidates';
import { fakeApi, renderDashboard, resetSession, signIn } from '@portal/shared/testing/jest';
import { messages } from '../../texts';

const PAGE_1 = '/users?role=user&limit=5&page=1';
const PAGE_2 = '/users?role=user&limit=5&page=2';
const admin = userWithRole('admin', { firstName: 'Priya' });

/** The candidates' table body rows (the header row left out). */
const candidateRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const totalCandidates = () => screen.getByText(messages.totalCandidates).closest('.ant-statistic');

let logged: jest.SpyInstance;
beforeEach(() => {
  resetSession();
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

describe('AdminDashboard', () => {
  it("greets the admin and lists the assigned candidates with their total, asked for with the admin's token", async () => {
    const first = [1, 2, 3].map((n) => numberedCandidate(n));
    const { sent } = fakeApi({ [PAGE_1]: usersPage(first, { limit: 5, totalDocs: 3 }) });
    const token = signIn(admin);
    renderDashboard(<AdminDashboard />);

    expect(screen.getByRole('heading', { level: 2, name: `${messages.dashboardGreeting}, Priya` })).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: 'Candidate1 Surname1' })).toBeInTheDocument();
    expect(candidateRows().map((row) => row.textContent)).toEqual([
      'Candidate1 Surname1candidate1@example.comJob 1',
      'Candidate2 Surname2candidate2@example.comJob 2',
      'Candidate3 Surname3candidate3@example.comJob 3',
    ]);
    expect(screen.getByRole('columnheader', { name: messages.candidateName })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: messages.candidateEmail })).toBeInTheDocument();
    expect(totalCandidates()).toHaveTextContent(`${messages.totalCandidates}3`);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).not.toBeInTheDocument();
    expect(sent).toEqual([{ method: 'GET', url: `http://localhost/api${PAGE_1}`, authorization: `Bearer ${token}` }]);
  });

  it("says 'No candidates assigned' when the admin has none", async () => {
    fakeApi({ [PAGE_1]: usersPage([], { limit: 5, totalDocs: 0 }) });
    signIn(admin);
    renderDashboard(<AdminDashboard />);

    expect(await screen.findByText(messages.noCandidatesAssigned)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(totalCandidates()).toHaveTextContent(`${messages.totalCandidates}0`);
  });

  it('shows the failure when the list cannot be loaded, and Retry asks again and shows the candidates', async () => {
    const { fetchMock } = fakeApi({
      [PAGE_1]: [
        { status: 500, body: { success: false, message: 'Server error' } },
        usersPage([numberedCandidate(1)], { limit: 5, totalDocs: 1 }),
      ],
    });
    signIn(admin);
    const user = userEvent.setup();
    renderDashboard(<AdminDashboard />);

    expect(await screen.findByText(messages.somethingWentWrong)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await user.click(screen.getByRole('button', { name: messages.retry }));

    expect(await screen.findByRole('cell', { name: 'Candidate1 Surname1' })).toBeInTheDocument();
    expect(screen.queryByText(messages.somethingWentWrong)).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(totalCandidates()).toHaveTextContent(`${messages.totalCandidates}1`);
  });

  it('pages through the candidates five at a time when there is more than one page', async () => {
    const { sent } = fakeApi({
      [PAGE_1]: usersPage(
        [1, 2, 3, 4, 5].map((n) => numberedCandidate(n)),
        { limit: 5, totalDocs: 7 },
      ),
      [PAGE_2]: usersPage(
        [6, 7].map((n) => numberedCandidate(n)),
        { page: 2, limit: 5, totalDocs: 7 },
      ),
    });
    signIn(admin);
    const user = userEvent.setup();
    renderDashboard(<AdminDashboard />);

    expect(await screen.findByRole('cell', { name: 'Candidate5 Surname5' })).toBeInTheDocument();
    expect(candidateRows()).toHaveLength(5);
    const pagination = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pagination).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(within(pagination).getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByRole('cell', { name: 'Candidate6 Surname6' })).toBeInTheDocument();
    await waitFor(() => expect(candidateRows()).toHaveLength(2));
    expect(screen.queryByRole('cell', { name: 'Candidate1 Surname1' })).not.toBeInTheDocument();
    expect(within(pagination).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(totalCandidates()).toHaveTextContent(`${messages.totalCandidates}7`);
    expect(sent.map((request) => request.url)).toEqual([
      `http://localhost/api${PAGE_1}`,
      `http://localhost/api${PAGE_2}`,
    ]);
  });
  it('shows the failure, not the previous page, when the next page cannot be loaded; Retry loads it', async () => {
    fakeApi({
      [PAGE_1]: usersPage(
        [1, 2, 3, 4, 5].map((n) => numberedCandidate(n)),
        { limit: 5, totalDocs: 7 },
      ),
      [PAGE_2]: [
        { status: 500, body: { success: false, message: 'Server error' } },
        usersPage(
          [6, 7].map((n) => numberedCandidate(n)),
          { page: 2, limit: 5, totalDocs: 7 },
        ),
      ],
    });
    signIn(admin);
    const user = userEvent.setup();
    renderDashboard(<AdminDashboard />);

    expect(await screen.findByRole('cell', { name: 'Candidate1 Surname1' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));

    expect(await screen.findByText(messages.somethingWentWrong)).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Candidate1 Surname1' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: messages.retry }));

    expect(await screen.findByRole('cell', { name: 'Candidate6 Surname6' })).toBeInTheDocument();
    expect(screen.queryByText(messages.somethingWentWrong)).not.toBeInTheDocument();
  });
});
