import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleCandidateRecord, userWithRole } from '@portal/shared/testing';
import { fakeApi, resetSession, signIn } from '@portal/shared/testing/jest';
import ApplicationForm from '../ApplicationForm';
import { renderStaffPage } from '../../testing/admin-desk';
import { messages } from '../../texts';

const state = { candidate: sampleCandidateRecord, platform: 'Seek' };
const textFields = [
  [messages.companyName, 'Atlassian'],
  [messages.location, 'Sydney NSW'],
  [messages.jobTitleField, 'Clinical Nurse'],
  [messages.jobDescription, 'Ward 5 at RPA.'],
  [messages.jobLevel, 'Mid Level'],
  [messages.duration, 'Permanent'],
  [messages.salary, '$95,000'],
] as const;

let logged: jest.SpyInstance;
beforeEach(() => {
  resetSession();
  signIn(userWithRole('admin'));
  logged = jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => logged.mockRestore());

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  for (const [label, value] of textFields) await user.type(screen.getByLabelText(label), value);
  await user.selectOptions(screen.getByLabelText(messages.jobType), 'Full-Time');
  await user.selectOptions(screen.getByLabelText(messages.applicationTypeField), 'Quick Apply');
}

describe('/applicationform', () => {
  it('shows the candidate, their resume with View Resume, and requires every field', async () => {
    const { fetchMock } = fakeApi({});
    const user = userEvent.setup();
    renderStaffPage(<ApplicationForm />, '/applicationform', state);
    expect(screen.getByText('For Olivia Brown on Seek')).toBeInTheDocument();
    const resume = screen.getByRole('region', { name: messages.resume });
    expect(within(resume).getByText('Olivia Brown CV.pdf')).toBeInTheDocument();
    // Styled as the staff pages' other links (staff-link.css), not the browser's blue and visited purple.
    expect(within(resume).getByRole('link', { name: messages.viewResume })).toHaveClass('staff-link');

    await user.clear(screen.getByLabelText(messages.applicationDateField));
    await user.click(screen.getByRole('button', { name: messages.submit }));
    // All ten fields are required; nothing is sent.
    expect(screen.getAllByText(messages.fieldRequired)).toHaveLength(10);
    expect(screen.getByLabelText(messages.companyName)).toHaveAttribute('aria-invalid', 'true');
    // The first field to mend takes the focus, so its label and message are read out.
    expect(screen.getByLabelText(messages.companyName)).toHaveFocus();
    expect(screen.getByLabelText(messages.companyName)).toHaveAccessibleDescription(messages.fieldRequired);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers no day before 1 January 2000 and refuses an earlier one with the server’s words, sending nothing', async () => {
    const { bodies } = fakeApi({ 'POST /application': { status: 201, body: { success: true, data: {} } } });
    const user = userEvent.setup();
    renderStaffPage(<ApplicationForm />, '/applicationform', state);
    const date = screen.getByLabelText(messages.applicationDateField);
    expect(date).toHaveAttribute('min', '2000-01-01');
    await fillIn(user);
    await user.clear(date);
    await user.type(date, '1999-12-31');
    await user.click(screen.getByRole('button', { name: messages.submit }));
    const tooEarly = 'Application Date cannot be before 1 January 2000.';
    expect(screen.getByText(tooEarly)).toBeInTheDocument();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toEqual([]);

    // The floor itself is a day the server takes.
    await user.clear(date);
    await user.type(date, '2000-01-01');
    expect(screen.queryByText(tooEarly)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.submit }));
    await screen.findByTestId('application-submitted');
    expect(bodies.map(({ body }) => (body as { details: { appliedDate: string } }).details.appliedDate)).toEqual([
      '2000-01-01',
    ]);
  });

  it('refuses a day after today under the field with the server’s words, sending nothing; today is taken', async () => {
    const { bodies } = fakeApi({ 'POST /application': { status: 201, body: { success: true, data: {} } } });
    const user = userEvent.setup();
    renderStaffPage(<ApplicationForm />, '/applicationform', state);
    const date = screen.getByLabelText(messages.applicationDateField);
    const today = (date as HTMLInputElement).value;
    expect(date).toHaveAttribute('max', today);
    await fillIn(user);
    const tomorrow = new Date();
    tomorrow.setDate(tomorrow.getDate() + 1);
    const tomorrowDay = `${tomorrow.getFullYear()}-${String(tomorrow.getMonth() + 1).padStart(2, '0')}-${String(tomorrow.getDate()).padStart(2, '0')}`;
    await user.clear(date);
    await user.type(date, tomorrowDay);
    await user.click(screen.getByRole('button', { name: messages.submit }));
    const inFuture = 'Application Date cannot be in the future.';
    expect(date).toHaveAccessibleDescription(inFuture);
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.clear(date);
    await user.type(date, today);
    expect(screen.queryByText(inFuture)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.submit }));
    await screen.findByTestId('application-submitted');
    expect(bodies).toHaveLength(1);
  });

  it('lets no text field take more than the contract allows (200 characters; the description 10 000)', () => {
    fakeApi({});
    renderStaffPage(<ApplicationForm />, '/applicationform', state);
    for (const [label] of textFields)
      expect(screen.getByLabelText(label)).toHaveAttribute(
        'maxlength',
        label === messages.jobDescription ? '10000' : '200',
      );
  });

  it("says 'User ID is missing' without a candidate, with the way back to /assigned and no form to fill in", async () => {
    const { fetchMock } = fakeApi({});
    renderStaffPage(<ApplicationForm />, '/applicationform');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.userIdMissing);
    expect(screen.getByRole('link', { name: messages.backToDashboard })).toHaveAttribute('href', '/assigned');
    expect(screen.queryByRole('button', { name: messages.submit })).not.toBeInTheDocument();
    expect(screen.queryByLabelText(messages.companyName)).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the spec's payload, shows 'Submitted successfully' with Back to Dashboard, and empties the form", async () => {
    const { bodies } = fakeApi({ 'POST /application': { status: 201, body: { success: true, data: {} } } });
    const user = userEvent.setup();
    renderStaffPage(<ApplicationForm />, '/applicationform', state);
    await fillIn(user);
    const date = (screen.getByLabelText(messages.applicationDateField) as HTMLInputElement).value;
    await user.click(screen.getByRole('button', { name: messages.submit }));

    const done = await screen.findByTestId('application-submitted');
    expect(within(done).getByRole('heading', { name: messages.submittedTitle })).toBeInTheDocument();
    // The panel above the form takes focus, so the admin sees it (and a keyboard user is on it), not the reset form.
    expect(within(done).getByRole('heading', { name: messages.submittedTitle })).toHaveFocus();
    expect(within(done).getByText(messages.submittedText)).toBeInTheDocument();
    expect(within(done).getByRole('link', { name: messages.backToDashboard })).toHaveAttribute('href', '/assigned');
    expect(await screen.findByText(messages.applicationSubmitted)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        method: 'POST',
        path: '/api/application',
        body: {
          user: sampleCandidateRecord.user._id,
          portalName: 'Seek',
          status: 'applied',
          company: 'Atlassian',
          description: 'Ward 5 at RPA.',
          location: 'Sydney NSW',
          title: 'Clinical Nurse',
          resume: 'document-cv',
          platform: 'portal-seek',
          details: {
            appliedDate: date,
            level: 'Mid Level',
            duration: 'Permanent',
            salary: '$95,000',
            type: 'Full-Time',
            applicationType: 'Quick Apply',
          },
        },
      },
    ]);
    for (const [label] of textFields) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.getByLabelText(messages.jobType)).toHaveValue('');
  });

  it('drops the cached staff lists the application changes, so /assigned shows the new quota, not the old one', async () => {
    fakeApi({ 'POST /application': { status: 201, body: { success: true, data: {} } } });
    // An entry as useSWR leaves it: the data and, under `_k`, the key it was fetched with.
    const cache = new Map<string, unknown>(
      [
        '/assigned-users-with-active-subscription?page=1&limit=10&search=olivia',
        '/admin/dashboard',
        '/job-history?page=1&limit=10',
        '/applications?user=u1&page=1&limit=10',
        '/subscription-plans',
        '/admin/dashboard-widgets',
      ].map((key) => [key, { data: { success: true }, _k: key }]),
    );
    const user = userEvent.setup();
    renderStaffPage(<ApplicationForm />, '/applicationform', state, undefined, cache);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: messages.submit }));
    await screen.findByTestId('application-submitted');
    const kept = [...cache].filter(([, entry]) => (entry as { data?: unknown }).data !== undefined).map(([key]) => key);
    expect(kept).toEqual(['/subscription-plans', '/admin/dashboard-widgets']);
  });

  it("shows 'Error submitting application.' in a toast and inline in red with the server's reason (the quota)", async () => {
    const quota = 'Quota reached: the Free plan allows 10 applications per week, and this candidate has used all 10.';
    fakeApi({ 'POST /application': { status: 409, body: { success: false, message: quota } } });
    const user = userEvent.setup();
    renderStaffPage(<ApplicationForm />, '/applicationform', state);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: messages.submit }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${messages.applicationFailed} ${quota}`);
    await waitFor(() => expect(screen.getAllByText(messages.applicationFailed).length).toBeGreaterThan(0));
    expect(screen.queryByTestId('application-submitted')).not.toBeInTheDocument();
    expect(screen.getByLabelText(messages.companyName)).toHaveValue('Atlassian');
  });
});
