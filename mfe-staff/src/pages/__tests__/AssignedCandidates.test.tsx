import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { userWithRole } from '@portal/shared/testing';
import { searchMaxLength } from '@portal/shared/limits';
import { fakeApi, resetSession, signIn } from '@portal/shared/testing/jest';
import AssignedCandidates from '../AssignedCandidates';
import { numberedRecord, pageOf, renderStaffPage } from '../../testing/admin-desk';
import { messages } from '../../texts';

const list = (query: string) => `/assigned-users-with-active-subscription?${query}`;
const FIRST = list('page=1&limit=10&search=');
const admin = userWithRole('admin', { firstName: 'Alex' });
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);

let logged: jest.SpyInstance;
beforeEach(() => {
  resetSession();
  signIn(admin);
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

describe('/assigned', () => {
  it("lists name, e-mail and plan ('Free' when none), and expands a row to names, job titles and states", async () => {
    const records = [
      { ...numberedRecord(1), quota: { used: 7, limit: 10, period: 'week' as const } },
      { ...numberedRecord(2), planName: '' },
    ];
    fakeApi({ [FIRST]: pageOf(records) });
    const user = userEvent.setup();
    renderStaffPage(<AssignedCandidates />, '/assigned');

    expect(await screen.findByRole('cell', { name: 'Candidate1 Surname1' })).toBeInTheDocument();
    expect(bodyRows().map((row) => row.textContent)).toEqual([
      '+Candidate1 Surname1candidate1@example.comSilverView details',
      '+Candidate2 Surname2candidate2@example.comFreeView details',
    ]);
    const expand = screen.getByRole('button', { name: 'Show more about Candidate1 Surname1' });
    expect(expand).toHaveAttribute('aria-expanded', 'false');
    await user.click(expand);
    expect(screen.getByRole('button', { name: 'Show less about Candidate1 Surname1' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    const details = bodyRows()[1]!;
    expect(within(details).getByText(messages.firstNameLabel).nextSibling).toHaveTextContent('Candidate1');
    expect(within(details).getByText(messages.lastNameLabel).nextSibling).toHaveTextContent('Surname1');
    expect(within(details).getByText(messages.jobTitleList).nextSibling).toHaveTextContent(
      'Registered Nurse, Clinical Nurse',
    );
    expect(within(details).getByText(messages.preferredStates).nextSibling).toHaveTextContent(
      'Queensland, New South Wales',
    );
    expect(within(details).getByText(messages.quotaLabel).nextSibling).toHaveTextContent('7 of 10 this week');
    await user.click(screen.getByRole('button', { name: 'Show more about Candidate2 Surname2' }));
    expect(within(bodyRows()[2]!).getByText(messages.quotaLabel).nextSibling).toHaveTextContent(messages.quotaNone);
  });

  it("says 'No candidates assigned' when there are none", async () => {
    fakeApi({ [FIRST]: pageOf([]) });
    renderStaffPage(<AssignedCandidates />, '/assigned');
    expect(await screen.findByText(messages.noCandidatesAssigned)).toBeInTheDocument();
  });

  it('searches only once typing has stopped for 500 ms', async () => {
    const { sent } = fakeApi({
      [FIRST]: pageOf([numberedRecord(1), numberedRecord(2)]),
      [list('page=1&limit=10&search=cand')]: pageOf([numberedRecord(2)]),
    });
    const user = userEvent.setup();
    renderStaffPage(<AssignedCandidates />, '/assigned');
    await screen.findByRole('cell', { name: 'Candidate1 Surname1' });

    await user.type(screen.getByRole('searchbox', { name: messages.searchCandidates }), 'cand');
    // Typed four letters: nothing asked yet for 'c', 'ca' or 'can'.
    expect(sent.map((request) => request.url)).toEqual([`http://localhost/api${FIRST}`]);
    await waitFor(() => expect(bodyRows()).toHaveLength(1), { timeout: 2000 });
    expect(sent.map((request) => request.url)).toEqual([
      `http://localhost/api${FIRST}`,
      `http://localhost/api${list('page=1&limit=10&search=cand')}`,
    ]);
  });

  it('pages ten at a time with the shared pagination', async () => {
    fakeApi({
      [FIRST]: pageOf([numberedRecord(1)], { totalDocs: 12 }),
      [list('page=2&limit=10&search=')]: pageOf([numberedRecord(11)], { page: 2, totalDocs: 12 }),
    });
    const user = userEvent.setup();
    renderStaffPage(<AssignedCandidates />, '/assigned');
    await screen.findByRole('cell', { name: 'Candidate1 Surname1' });
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('cell', { name: 'Candidate11 Surname11' })).toBeInTheDocument();
  });

  it("a search the server refuses shows its message, not the list before it; another failure 'Something went wrong.' with Retry", async () => {
    const refusal = 'search may be at most 100 characters.';
    fakeApi({
      [FIRST]: pageOf([numberedRecord(1)]),
      [list('page=1&limit=10&search=olivia')]: { status: 400, body: { success: false, message: refusal } },
      [list('page=1&limit=10&search=jack')]: {
        status: 500,
        body: { success: false, message: 'Internal Server Error' },
      },
    });
    const user = userEvent.setup();
    renderStaffPage(<AssignedCandidates />, '/assigned');
    await screen.findByRole('cell', { name: 'Candidate1 Surname1' });
    const search = screen.getByRole('searchbox', { name: messages.searchCandidates });
    // The box stops where the server's limit is.
    expect(search).toHaveAttribute('maxLength', String(searchMaxLength));

    await user.type(search, 'olivia');
    expect(await screen.findByRole('alert', {}, { timeout: 2000 })).toHaveTextContent(refusal);
    expect(screen.queryByRole('cell', { name: 'Candidate1 Surname1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.retry })).not.toBeInTheDocument();

    await user.clear(search);
    expect(await screen.findByRole('cell', { name: 'Candidate1 Surname1' }, { timeout: 2000 })).toBeInTheDocument();
    await user.type(search, 'jack');
    expect(await screen.findByRole('button', { name: messages.retry }, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.getByText(messages.somethingWentWrong)).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Candidate1 Surname1' })).not.toBeInTheDocument();
  });

  it('reads the dashboard’s filter from the address', async () => {
    const { sent } = fakeApi({ [list('page=1&limit=10&search=&filter=near-quota')]: pageOf([numberedRecord(3)]) });
    renderStaffPage(<AssignedCandidates />, '/assigned?filter=near-quota');
    expect(await screen.findByRole('cell', { name: 'Candidate3 Surname3' })).toBeInTheDocument();
    expect(screen.getByText(messages.filterNearQuota)).toBeInTheDocument();
    expect(sent[0]!.url).toContain('filter=near-quota');
  });

  it('View details opens the modal; Reveal asks the server; Continue, a platform, Continue go to /applicationform', async () => {
    const record = numberedRecord(1);
    const { sent } = fakeApi({
      [FIRST]: pageOf([record]),
      'POST /portals/portal-seek/reveal': {
        body: { success: true, data: { platform: 'Seek', email: 'o@example.com', password: 'Seek!2026' } },
      },
    });
    const user = userEvent.setup();
    renderStaffPage(<AssignedCandidates />, '/assigned');
    await user.click(await screen.findByRole('button', { name: messages.viewDetails }));

    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Candidate1 Surname1' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Reveal the Seek password' }));
    expect(await within(dialog).findByText('Seek!2026')).toBeInTheDocument();
    expect(sent.at(-1)).toMatchObject({ method: 'POST', url: 'http://localhost/api/portals/portal-seek/reveal' });

    await user.click(within(dialog).getByRole('button', { name: messages.candidateContinue }));
    expect(within(screen.getByRole('dialog')).getByText(messages.proceedToJobPlatform)).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Indeed' }));
    await user.click(screen.getByRole('button', { name: messages.candidateContinue }));
    expect(await screen.findByTestId('landed')).toHaveTextContent('/applicationform Candidate1 Indeed');
  });
});
