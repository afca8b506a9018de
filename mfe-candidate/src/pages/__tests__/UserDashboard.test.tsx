import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CandidateDashboard } from '@portal/shared/contracts';
import { candidate, sampleApplication, userWithRole } from '@portal/shared/testing';
import UserDashboard from '../UserDashboard';
import { fakeApi, renderDashboard, resetSession, signIn, signedInUserAgain } from '@portal/shared/testing/jest';
import { messages } from '../../texts';

/** One line of the profile summary: its label and what it says. */
const summaryRow = (label: string, value: string) => screen.getByRole('row', { name: `${label} ${value}` });

const figures = (
  overrides: Partial<CandidateDashboard> = {},
): { body: { success: true; data: CandidateDashboard } } => ({
  body: {
    success: true,
    data: {
      applications: { week: 7, month: 18, total: 30 },
      plan: {
        name: 'Free',
        applicationLimit: 10,
        billing: 'weekly',
        startsAt: null,
        expiresAt: '2026-12-01T00:00:00.000Z',
        daysLeft: 5,
      },
      quota: { limit: 10, period: 'week' },
      accountOfficer: { firstName: 'Alex', lastName: 'Admin', email: 'admin@portal.test' },
      latest: [1, 2, 3, 4, 5].map((n) => ({
        ...sampleApplication,
        _id: `a${n}`,
        title: `Job ${n}`,
        company: `Company ${n}`,
      })),
      ...overrides,
    },
  },
});

beforeEach(resetSession);

describe('UserDashboard', () => {
  it('greets the candidate by the name the server holds now, not the copy kept at sign-in', async () => {
    fakeApi({
      '/notification-count': { body: { success: true, data: 0 } },
      '/application/dashboard': figures(),
      'GET /user/me': { body: { success: true, data: { ...candidate, firstName: 'Robin' } } },
    });
    signIn(candidate);
    renderDashboard(<UserDashboard />);
    expect(
      await screen.findByRole('heading', { level: 2, name: `${messages.dashboardGreeting}, Robin` }),
    ).toBeInTheDocument();
  });

  it("greets the candidate, summarises the profile and shows the unread count fetched with the candidate's token", async () => {
    const { sent } = fakeApi({
      ...signedInUserAgain,
      '/notification-count': { body: { success: true, data: 7 } },
      '/application/dashboard': figures(),
    });
    const token = signIn({
      ...candidate,
      jobTitle: ['Data Analyst', 'BI Developer'],
      workState: ['New South Wales', 'Victoria'],
    });
    renderDashboard(<UserDashboard />);

    expect(screen.getByRole('heading', { level: 2, name: `${messages.dashboardGreeting}, Mia` })).toBeInTheDocument();
    expect(summaryRow(messages.jobTitle, 'Data Analyst, BI Developer')).toBeInTheDocument();
    expect(summaryRow(messages.experience, '2-4 years')).toBeInTheDocument();
    expect(summaryRow(messages.preferredStates, 'New South Wales, Victoria')).toBeInTheDocument();
    expect(summaryRow(messages.onboardingStatus, messages.onboardingComplete)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: messages.onboardingIncomplete })).not.toBeInTheDocument();

    expect(await screen.findByText('7')).toBeInTheDocument();
    expect(screen.getByText(messages.unreadNotifications)).toBeInTheDocument();
    await screen.findByText('7 of 10 this week');
    expect(sent).toEqual(
      expect.arrayContaining([
        { method: 'GET', url: 'http://localhost/api/notification-count', authorization: `Bearer ${token}` },
        { method: 'GET', url: 'http://localhost/api/application/dashboard', authorization: `Bearer ${token}` },
        { method: 'GET', url: 'http://localhost/api/user/me', authorization: `Bearer ${token}` },
      ]),
    );
    expect(sent).toHaveLength(3);
  });

  it('links to notifications, all applications and the subscription', async () => {
    fakeApi({
      ...signedInUserAgain,
      '/notification-count': { body: { success: true, data: 0 } },
      '/application/dashboard': figures(),
    });
    signIn(candidate);
    renderDashboard(<UserDashboard />);

    expect(screen.getByRole('link', { name: messages.menuNotifications })).toHaveAttribute('href', '/notification');
    expect(await screen.findByRole('link', { name: messages.viewAllApplications })).toHaveAttribute(
      'href',
      '/application',
    );
    expect(screen.getByRole('link', { name: messages.menuSubscription })).toHaveAttribute('href', '/mysub');
  });

  it("shows the week against a weekly quota, the plan's days left and the account officer", async () => {
    fakeApi({
      ...signedInUserAgain,
      '/notification-count': { body: { success: true, data: 0 } },
      '/application/dashboard': figures(),
    });
    signIn(candidate);
    renderDashboard(<UserDashboard />);
    expect(await screen.findByText('7 of 10 this week')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '7 of 10 this week' })).toHaveAttribute('aria-valuenow', '70');
    expect(screen.getByText('18 this month')).toBeInTheDocument();
    expect(screen.getByText('Free plan')).toBeInTheDocument();
    expect(screen.getByText('5 days left')).toBeInTheDocument();
    expect(screen.getByText('Alex Admin')).toBeInTheDocument();
  });

  it("shows a monthly quota on Silver, no bar for Gold's unlimited plan, and 'Not assigned yet'", async () => {
    fakeApi({
      ...signedInUserAgain,
      '/notification-count': { body: { success: true, data: 0 } },
      '/application/dashboard': [
        figures({
          plan: {
            name: 'Silver',
            applicationLimit: 30,
            billing: 'monthly',
            startsAt: null,
            expiresAt: '2026-12-01T00:00:00.000Z',
            daysLeft: 1,
          },
          quota: { limit: 30, period: 'month' },
          accountOfficer: null,
        }),
      ],
    });
    signIn(candidate);
    const { unmount } = renderDashboard(<UserDashboard />);
    expect(await screen.findByText('18 of 30 this month')).toBeInTheDocument();
    expect(screen.getByText('7 this week')).toBeInTheDocument();
    expect(screen.getByText('1 day left')).toBeInTheDocument();
    expect(screen.getByText(messages.notAssignedYet)).toBeInTheDocument();
    unmount();

    fakeApi({
      ...signedInUserAgain,
      '/notification-count': { body: { success: true, data: 0 } },
      '/application/dashboard': figures({
        plan: {
          name: 'Gold',
          applicationLimit: null,
          billing: 'monthly',
          startsAt: null,
          expiresAt: '2026-12-01T00:00:00.000Z',
          daysLeft: 20,
        },
        quota: { limit: null, period: 'month' },
      }),
    });
    renderDashboard(<UserDashboard />);
    expect(await screen.findByText('7 this week')).toBeInTheDocument();
    expect(screen.getByText('18 this month')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('Gold plan')).toBeInTheDocument();
  });

  it('says on which day a plan paid for but not yet started starts, and counts no days left before then', async () => {
    fakeApi({
      ...signedInUserAgain,
      '/notification-count': { body: { success: true, data: 0 } },
      '/application/dashboard': figures({
        plan: {
          name: 'Silver',
          applicationLimit: 30,
          billing: 'monthly',
          startsAt: '2026-12-01T00:00:00.000Z',
          expiresAt: '2027-01-01T00:00:00.000Z',
          daysLeft: null,
        },
        quota: null,
      }),
    });
    signIn(candidate);
    renderDashboard(<UserDashboard />);
    expect(await screen.findByText('Silver plan')).toBeInTheDocument();
    expect(screen.getByText('Starts on 1 Dec 2026')).toBeInTheDocument();
    expect(screen.queryByText(/days? left/)).not.toBeInTheDocument();
    // No quota runs before the plan starts: the month's 18 are not counted against Silver's 30.
    expect(screen.getByText('18 this month')).toBeInTheDocument();
    expect(screen.getByText('7 this week')).toBeInTheDocument();
    expect(screen.queryByText(/ of 30 /)).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.getByText('No quota runs yet: your Silver plan starts on 1 Dec 2026.')).toBeInTheDocument();
  });

  it('lists the five latest applications, each opening the detail modal, which gives the focus back when closed', async () => {
    fakeApi({
      ...signedInUserAgain,
      '/notification-count': { body: { success: true, data: 0 } },
      '/application/dashboard': figures(),
    });
    signIn(candidate);
    renderDashboard(<UserDashboard />);
    const latest = await screen.findAllByRole('button', { name: /^Job \d$/ });
    expect(latest).toHaveLength(5);
    latest[2]!.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10000 });
    expect(within(dialog).getByRole('heading', { name: 'Company 3' })).toBeInTheDocument();
    await waitFor(() => expect(latest[2]).not.toHaveFocus());
    // Closed, the modal gives the focus back to the application's button (it fell to the page's body).
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(latest[2]).toHaveFocus());
  });

  it("falls back to 'No Name', 'No Experience' and 'N/A' when the profile is empty, and links to the next onboarding step", async () => {
    fakeApi({
      ...signedInUserAgain,
      '/notification-count': { body: { success: true, data: 2 } },
      '/application/dashboard': figures(),
    });
    signIn(
      userWithRole('user', {
        firstName: '  ',
        jobTitle: [''],
        experienceLevel: null,
        workState: [],
        step3: false,
        step4: false,
        step5: false,
      }),
    );
    renderDashboard(<UserDashboard />);

    expect(
      screen.getByRole('heading', { level: 2, name: `${messages.dashboardGreeting}, ${messages.noName}` }),
    ).toBeInTheDocument();
    expect(summaryRow(messages.jobTitle, messages.notProvided)).toBeInTheDocument();
    expect(summaryRow(messages.experience, messages.noExperience)).toBeInTheDocument();
    expect(summaryRow(messages.preferredStates, messages.notProvided)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.onboardingIncomplete })).toHaveAttribute('href', '/upload');
    expect(await screen.findByText('2')).toBeInTheDocument();
  });

  it('shows 0 unread notifications and says the figures failed when they cannot be fetched, and logs why', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchMock } = fakeApi({
      ...signedInUserAgain,
      '/notification-count': { status: 500, body: { success: false, message: 'Server error' } },
      '/application/dashboard': { status: 500, body: { success: false, message: 'Server error' } },
    });
    signIn(candidate);
    renderDashboard(<UserDashboard />);

    await screen.findByText(messages.unreadNotifications);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Unread notification count could not be fetched.', expect.anything()),
    );
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(screen.getByText('0')).toBeInTheDocument();
    expect(await screen.findByText(messages.dashboardLoadFailed)).toBeInTheDocument();
    logged.mockRestore();
  });
});
