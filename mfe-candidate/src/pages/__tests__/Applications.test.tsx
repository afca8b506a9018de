import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Application } from '@portal/shared/contracts';
import { candidate, sampleApplication } from '@portal/shared/testing';
import { fakeApi, renderDashboard, resetSession, signIn } from '@portal/shared/testing/jest';
import Applications from '../Applications';
import { messages } from '../../texts';

const counts = {
  success: true,
  data: ['All (23)', 'This Week (4)', 'This Month (12)', 'Quick Apply (15)', 'Apply (8)'],
};
const application = (n: number, overrides: Partial<Application> = {}): Application => ({
  ...sampleApplication,
  _id: `application-${n}`,
  title: `Job ${n}`,
  company: `Company ${n}`,
  ...overrides,
});
const pageOf = (docs: Application[], page: number, totalPages: number) => ({
  success: true,
  data: { docs, totalDocs: 23, page, limit: 10, totalPages, hasNextPage: page < totalPages },
});
const firstPage = pageOf(
  Array.from({ length: 10 }, (_, i) => application(i + 1)),
  1,
  3,
);
const listUrls = (sent: { url: string }[]) =>
  sent.map((request) => new URL(request.url)).filter((url) => url.pathname === '/api/applications');

beforeEach(resetSession);

describe('Applications page', () => {
  it("greets the candidate and labels the five tabs with the API's counts", async () => {
    fakeApi({
      '/application/user-application-count': { body: counts },
      '/applications?page=1&limit=10&filter=all': { body: firstPage },
    });
    signIn(candidate);
    renderDashboard(<Applications />);
    expect(
      screen.getByRole('heading', { level: 2, name: `${messages.applicationsGreeting}, Mia` }),
    ).toBeInTheDocument();
    for (const label of counts.data) expect(await screen.findByRole('tab', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'All (23)' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('button', { name: 'Job 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(11);
  });

  it('asks for the chosen tab from page 1, and pages with the shared pagination', async () => {
    const { sent } = fakeApi({
      '/application/user-application-count': { body: counts },
      '/applications?page=1&limit=10&filter=all': { body: firstPage },
      '/applications?page=2&limit=10&filter=all': { body: pageOf([application(11)], 2, 3) },
      '/applications?page=1&limit=10&filter=week': { body: pageOf([application(21)], 1, 1) },
    });
    signIn(candidate);
    renderDashboard(<Applications />);
    await screen.findByRole('button', { name: 'Job 1' });
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('button', { name: 'Job 11' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(await screen.findByRole('tab', { name: 'This Week (4)' }));
    expect(await screen.findByRole('button', { name: 'Job 21' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: messages.applicationPages })).not.toBeInTheDocument();
    expect(listUrls(sent).map((url) => url.search)).toEqual([
      '?page=1&limit=10&filter=all',
      '?page=2&limit=10&filter=all',
      '?page=1&limit=10&filter=week',
    ]);
  });

  it('starts at page 1 again when the candidate goes back to a tab or clears the search', async () => {
    const { sent } = fakeApi({
      '/application/user-application-count': { body: counts },
      '/applications?page=1&limit=10&filter=all': { body: firstPage },
      '/applications?page=3&limit=10&filter=all': { body: pageOf([application(21)], 3, 3) },
      '/applications?page=1&limit=10&filter=month': { body: pageOf([application(31)], 1, 1) },
      '/applications?page=1&limit=10&filter=all&search=atlassian': { body: pageOf([application(41)], 1, 1) },
    });
    signIn(candidate);
    renderDashboard(<Applications />);
    const showsPageThree = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
      expect(await screen.findByRole('button', { name: 'Job 21' })).toBeInTheDocument();
    };
    const showsPageOne = async () => {
      expect(await screen.findByRole('button', { name: 'Job 1' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    };
    await showsPageThree();
    await userEvent.click(await screen.findByRole('tab', { name: 'This Month (12)' }));
    expect(await screen.findByRole('button', { name: 'Job 31' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'All (23)' }));
    await showsPageOne();
    await showsPageThree();
    const box = screen.getByRole('searchbox', { name: messages.searchApplications });
    await userEvent.type(box, 'atlassian');
    expect(await screen.findByRole('button', { name: 'Job 41' }, { timeout: 2000 })).toBeInTheDocument();
    await userEvent.clear(box);
    await showsPageOne();
    expect(listUrls(sent).filter((url) => url.searchParams.get('page') === '3')).toHaveLength(2);
  });

  it('searches 500 ms after the last keystroke, once, from page 1', async () => {
    const { sent } = fakeApi({
      '/application/user-application-count': { body: counts },
      '/applications?page=1&limit=10&filter=all': { body: firstPage },
      '/applications?page=1&limit=10&filter=all&search=atlassian': {
        body: pageOf([application(5, { company: 'Atlassian' })], 1, 1),
      },
    });
    signIn(candidate);
    renderDashboard(<Applications />);
    await screen.findByRole('button', { name: 'Job 1' });
    const box = screen.getByRole('searchbox', { name: messages.searchApplications });
    await userEvent.type(box, 'atlassian');
    const typedAt = Date.now();
    // Nothing is asked while typing nor right after it.
    expect(listUrls(sent)).toHaveLength(1);
    await waitFor(() => expect(listUrls(sent)).toHaveLength(2), { timeout: 2000 });
    expect(Date.now() - typedAt).toBeGreaterThanOrEqual(400);
    expect(listUrls(sent)[1]!.searchParams.get('search')).toBe('atlassian');
    expect(await screen.findByText('Atlassian')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(listUrls(sent)).toHaveLength(2);
  });

  it('opens the detail modal of a row and closes it', async () => {
    fakeApi({
      '/application/user-application-count': { body: counts },
      '/applications?page=1&limit=10&filter=all': { body: firstPage },
    });
    signIn(candidate);
    renderDashboard(<Applications />);
    await userEvent.click(await screen.findByRole('button', { name: 'Job 3' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Company 3' })).toBeInTheDocument();
    expect(within(dialog).getByText('5 Mar 2026')).toBeInTheDocument();
    await userEvent.click(within(dialog).getAllByRole('button', { name: messages.close }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the plain tab labels and an empty table when nothing is found', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    fakeApi({
      '/application/user-application-count': { status: 500, body: { success: false, message: 'down' } },
      '/applications?page=1&limit=10&filter=all': { body: pageOf([], 1, 0) },
    });
    signIn(candidate);
    renderDashboard(<Applications />);
    expect(await screen.findByText(messages.noApplicationsFound)).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: messages.applicationTabAll })).toBeInTheDocument();
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Application counts could not be fetched.', expect.anything()),
    );
    logged.mockRestore();
  });
});
