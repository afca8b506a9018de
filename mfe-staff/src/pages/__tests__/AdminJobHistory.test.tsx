import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleApplication, userWithRole } from '@portal/shared/testing';
import { searchMaxLength } from '@portal/shared/limits';
import { fakeApi, resetSession, signIn } from '@portal/shared/testing/jest';
import { sharedMessages } from '@portal/shared/texts';
import AdminJobHistory from '../AdminJobHistory';
import { numberedRecord, pageOf, renderStaffPage } from '../../testing/admin-desk';
import { messages } from '../../texts';

const FIRST = '/job-history?page=1&limit=10';
const walker = numberedRecord(1, { location: 'Sydney NSW' }).user;
const noTitle = numberedRecord(2, { jobTitle: [], location: null }).user;
const line = (user: typeof walker, appliedThisWeek = 0) => ({ user, planName: 'Free', appliedThisWeek });
const applicationsOf = (id: string, page = 1) => `/applications?user=${id}&page=${page}&limit=10`;

let logged: jest.SpyInstance;
beforeEach(() => {
  resetSession();
  signIn(userWithRole('admin'));
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

describe('/admin-jobhistory', () => {
  it("lists name, e-mail with location, job title ('N/A' when missing) and View All", async () => {
    fakeApi({ [FIRST]: pageOf([line(walker, 3), line(noTitle)]) });
    renderStaffPage(<AdminJobHistory />, '/admin-jobhistory');
    expect(screen.getByText(messages.loadingText)).toBeInTheDocument();
    await screen.findByRole('cell', { name: 'Candidate1 Surname1' });
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual([
      'Candidate1 Surname1candidate1@example.comSydney NSWRegistered Nurse, Clinical NurseView All',
      `Candidate2 Surname2candidate2@example.com${messages.notProvided}View All`,
    ]);
  });

  it("says 'No candidates found' when the admin has none", async () => {
    fakeApi({ [FIRST]: pageOf([]) });
    renderStaffPage(<AdminJobHistory />, '/admin-jobhistory');
    expect(await screen.findByText(messages.noCandidatesFound)).toBeInTheDocument();
  });

  it('Filter sends the search, plan and applied choices', async () => {
    const filtered = '/job-history?page=1&limit=10&search=walker&plan=Gold&applied=not-this-week';
    const { sent } = fakeApi({ [FIRST]: pageOf([line(walker)]), [filtered]: pageOf([]) });
    const user = userEvent.setup();
    renderStaffPage(<AdminJobHistory />, '/admin-jobhistory');
    await screen.findByRole('cell', { name: 'Candidate1 Surname1' });
    await user.type(screen.getByLabelText(messages.searchCandidates), 'walker');
    await user.selectOptions(screen.getByLabelText(messages.planFilter), 'Gold');
    await user.selectOptions(screen.getByLabelText(messages.appliedFilter), 'not-this-week');
    expect(sent).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: messages.filter }));
    expect(await screen.findByText(messages.noCandidatesFound)).toBeInTheDocument();
    expect(sent.at(-1)!.url).toBe(`http://localhost/api${filtered}`);
  });

  it('a filter the server refuses shows its message, not the unfiltered list', async () => {
    const refusal = 'search may be at most 100 characters.';
    fakeApi({
      [FIRST]: pageOf([line(walker)]),
      '/job-history?page=1&limit=10&search=walker': { status: 400, body: { success: false, message: refusal } },
    });
    const user = userEvent.setup();
    renderStaffPage(<AdminJobHistory />, '/admin-jobhistory');
    await screen.findByRole('cell', { name: 'Candidate1 Surname1' });
    const search = screen.getByLabelText(messages.searchCandidates);
    expect(search).toHaveAttribute('maxLength', String(searchMaxLength));
    await user.type(search, 'walker');
    await user.click(screen.getByRole('button', { name: messages.filter }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByRole('cell', { name: 'Candidate1 Surname1' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.retry })).not.toBeInTheDocument();
  });

  it("for a super admin at /admin-job-history/:adminId, asks for that admin and names them: 'Job History of {name}'", async () => {
    const answer = pageOf([line(walker)]);
    const admin = { _id: '7b2e4c19-3d5a-4e8f-9c1b-2a6d8e0f4b37', firstName: 'Alex', lastName: 'Officer' };
    const { sent } = fakeApi({
      '/job-history?page=1&limit=10&admin=7b2e4c19-3d5a-4e8f-9c1b-2a6d8e0f4b37': {
        body: { ...answer.body, data: { ...answer.body.data, admin } },
      },
    });
    renderStaffPage(
      <AdminJobHistory />,
      '/admin-job-history/7b2e4c19-3d5a-4e8f-9c1b-2a6d8e0f4b37',
      undefined,
      '/admin-job-history/:adminId',
    );
    expect(await screen.findByRole('cell', { name: 'Candidate1 Surname1' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Job History of Alex Officer');
    expect(sent[0]!.url).toContain('admin=7b2e4c19-3d5a-4e8f-9c1b-2a6d8e0f4b37');
  });

  it("an address that names no admin id says 'This admin was not found.' as an unknown one does, asking nothing", async () => {
    const { sent } = fakeApi({});
    renderStaffPage(<AdminJobHistory />, '/admin-job-history/not-a-uuid', undefined, '/admin-job-history/:adminId');
    expect(await screen.findByRole('alert')).toHaveTextContent(sharedMessages.adminNotFound);
    expect(screen.queryByRole('button', { name: messages.retry })).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("for an unknown admin shows the server's 404 message, without Retry", async () => {
    fakeApi({
      '/job-history?page=1&limit=10&admin=0c3f5d2a-6e1b-4a9c-8d7e-3b5a9c1e2f40': {
        status: 404,
        body: { success: false, message: 'This admin was not found.' },
      },
    });
    renderStaffPage(
      <AdminJobHistory />,
      '/admin-job-history/0c3f5d2a-6e1b-4a9c-8d7e-3b5a9c1e2f40',
      undefined,
      '/admin-job-history/:adminId',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('This admin was not found.');
    expect(screen.queryByText(messages.somethingWentWrong)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: messages.retry })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(messages.jobHistoryTitle);
  });

  it('View All lists the applications with their own pages; View Details opens the detail with the CV sent', async () => {
    const unnamed = { ...sampleApplication, _id: 'application-2', title: 'Ward Nurse', cvName: undefined };
    fakeApi({
      [FIRST]: pageOf([line(walker)]),
      [applicationsOf(walker._id)]: pageOf([sampleApplication, unnamed], { totalDocs: 12 }),
      [applicationsOf(walker._id, 2)]: pageOf(
        [{ ...sampleApplication, _id: 'application-11', title: 'Nurse Educator' }],
        {
          page: 2,
          totalDocs: 12,
        },
      ),
    });
    const user = userEvent.setup();
    renderStaffPage(<AdminJobHistory />, '/admin-jobhistory');
    await user.click(await screen.findByRole('button', { name: messages.viewAll }));

    const modal = await screen.findByRole('dialog');
    const title = within(modal).getByText('Applications of Candidate1 Surname1');
    // In the modal whose title keeps clear of the close button (job-history.css, padding-right).
    expect(title.closest('.job-history__applications .ant-modal-title')).not.toBeNull();
    const rows = await within(modal).findAllByRole('row');
    expect(rows[1]).toHaveTextContent('Frontend DeveloperAtlassianSydney NSW5 Mar 2026Quick ApplyView Details');
    await user.click(within(modal).getByRole('button', { name: 'Page 2' }));
    expect(await within(modal).findByText('Nurse Educator')).toBeInTheDocument();
    await user.click(within(modal).getByRole('button', { name: 'Page 1' }));

    await user.click((await within(modal).findAllByRole('button', { name: 'View Details' }))[1]!);
    const detail = await screen.findByTestId('application-detail');
    expect(within(detail).getByText(messages.unknownResume)).toBeInTheDocument();
  });

  it("says 'No job applications found.' for a candidate with none", async () => {
    fakeApi({ [FIRST]: pageOf([line(walker)]), [applicationsOf(walker._id)]: pageOf([]) });
    const user = userEvent.setup();
    renderStaffPage(<AdminJobHistory />, '/admin-jobhistory');
    await user.click(await screen.findByRole('button', { name: messages.viewAll }));
    await waitFor(() => expect(screen.getByText(messages.noJobApplications)).toBeInTheDocument());
  });
});
