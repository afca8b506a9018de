import { screen, waitFor } from '@testing-library/react';
import { candidate, userWithRole } from '@portal/shared/testing';
import UserDashboard from '../UserDashboard';
import { fakeApi, renderDashboard, resetSession, signIn } from '@portal/shared/testing/jest';
import { messages } from '../../texts';

/** One line of the profile summary: its label and what it says. */
const summaryRow = (label: string, value: string) => screen.getByRole('row', { name: `${label} ${value}` });

beforeEach(resetSession);

describe('UserDashboard', () => {
  it("greets the candidate, summarises the profile and shows the unread count fetched with the candidate's token", async () => {
    const { sent } = fakeApi({ '/notification-count': { body: { success: true, data: 7 } } });
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
    expect(sent).toEqual([
      { method: 'GET', url: 'http://localhost/api/notification-count', authorization: `Bearer ${token}` },
    ]);
  });

  it('links to notifications, profile, applications and subscription', () => {
    fakeApi({ '/notification-count': { body: { success: true, data: 0 } } });
    signIn(candidate);
    renderDashboard(<UserDashboard />);

    expect(screen.getByRole('link', { name: messages.menuNotifications })).toHaveAttribute('href', '/notification');
    expect(screen.getByRole('link', { name: messages.menuProfile })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('link', { name: messages.menuApplications })).toHaveAttribute('href', '/application');
    expect(screen.getByRole('link', { name: messages.menuSubscription })).toHaveAttribute('href', '/mysub');
  });

  it("falls back to 'No Name', 'No Experience' and 'N/A' when the profile is empty, and links to the next onboarding step", async () => {
    fakeApi({ '/notification-count': { body: { success: true, data: 2 } } });
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

  it('shows 0 unread notifications when the count cannot be fetched, and logs why', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const { fetchMock } = fakeApi({
      '/notification-count': { status: 500, body: { success: false, message: 'Server error' } },
    });
    signIn(candidate);
    renderDashboard(<UserDashboard />);

    await screen.findByText(messages.unreadNotifications);
    await waitFor(() =>
      expect(logged).toHaveBeenCalledWith('Unread notification count could not be fetched.', expect.anything()),
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByText('0')).toBeInTheDocument();
    logged.mockRestore();
  });
});
