import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useNotificationCount, useSession } from '@portal/shared';
import { useFreshSessionUser } from '../lib/fresh-session-user';
import { nextOnboardingPath } from '@portal/shared/onboarding';
import { Panel } from '@portal/shared/ui';
import {
  AccountOfficerCard,
  LatestApplications,
  PlanCard,
  QuotaCard,
  useCandidateDashboard,
} from '../features/dashboard';
import { messages } from '../texts';

/**
 * The candidate's dashboard: this week's and month's applications against the plan, plan, officer, latest, unread.
 * Plain markup: the page loads no antd (the detail modal comes when an application is opened).
 */
export default function UserDashboard() {
  useFreshSessionUser();
  const user = useSession((state) => state.user);
  const { count } = useNotificationCount();
  const { data, error, isLoading } = useCandidateDashboard();
  if (!user) return null;

  const nextStep = nextOnboardingPath(user);
  const onboardingDone = nextStep === '/dashboard';
  const list = (values: string[]) => values.filter(Boolean).join(', ') || messages.notProvided;
  const dashboard = data?.data;
  const summary: [string, ReactNode][] = [
    [messages.jobTitle, list(user.jobTitle)],
    [messages.experience, user.experienceLevel || messages.noExperience],
    [messages.preferredStates, list(user.workState)],
    [
      messages.onboardingStatus,
      onboardingDone ? (
        <span className="candidate-dashboard__tag">{messages.onboardingComplete}</span>
      ) : (
        <Link to={nextStep}>{messages.onboardingIncomplete}</Link>
      ),
    ],
  ];

  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }} data-testid="dashboard-user">
      <h2 className="candidate-dashboard__greeting">
        {messages.dashboardGreeting}, {user.firstName?.trim() || messages.noName}
      </h2>
      {error && !dashboard ? (
        <p role="alert" className="candidate-dashboard__alert">
          {messages.dashboardLoadFailed}
        </p>
      ) : null}
      {isLoading ? (
        <p className="candidate-dashboard__loading" aria-busy="true">
          {messages.dashboardLoading}
        </p>
      ) : null}
      {dashboard ? (
        <div className="candidate-dashboard__grid">
          <QuotaCard dashboard={dashboard} />
          <PlanCard plan={dashboard.plan} />
          <AccountOfficerCard officer={dashboard.accountOfficer} />
        </div>
      ) : null}
      <div className="candidate-dashboard__columns">
        <div className="candidate-dashboard__stack">
          {dashboard ? <LatestApplications applications={dashboard.latest} /> : null}
        </div>
        <div className="candidate-dashboard__stack">
          <Panel>
            <div className="candidate-dashboard__figure">
              <span className="candidate-dashboard__secondary">{messages.unreadNotifications}</span>
              <p className="candidate-dashboard__big-number">{count}</p>
              <Link to="/notification">{messages.menuNotifications}</Link>
            </div>
          </Panel>
          <Panel title={messages.profileSummary}>
            <table className="candidate-dashboard__summary">
              <tbody>
                {summary.map(([label, value]) => (
                  <tr key={label}>
                    <th scope="row">{label}</th>
                    <td>{value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </Panel>
        </div>
      </div>
    </div>
  );
}
