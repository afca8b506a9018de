import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { displayName } from '@portal/shared/people';
import { Panel } from '@portal/shared/ui';
import { fillMessage } from '@portal/shared/texts';
import { LoadFailure } from '../../../components/LoadFailure';
import { messages } from '../../../texts';
import { useAdminDashboard } from '../api/use-admin-dashboard';
import './admin-figures.css';

/** A figure and the link to the list behind it: 'See the list' (named with the figure), or a text of its own. */
function Figure({
  title,
  value,
  to,
  link,
  children,
}: {
  title: string;
  value: number | undefined;
  to: string;
  link?: string;
  children?: ReactNode;
}) {
  return (
    <Panel title={title}>
      <p className="admin-figures__value">{value ?? '…'}</p>
      {children}
      <Link
        to={to}
        className="admin-figures__link"
        aria-label={link ? undefined : `${messages.dashboardSeeList}: ${title}`}
      >
        {link ?? messages.dashboardSeeList}
      </Link>
    </Panel>
  );
}

/**
 * The admin's dashboard (issue 15; the spec leaves it open): assigned candidates, applications of the last 7 days,
 * candidates at or near their plan's quota, candidates with no job platform, each linking to the list behind it.
 */
export function AdminFigures() {
  const { data, error, mutate } = useAdminDashboard();
  if (error && !data) return <LoadFailure onRetry={() => void mutate()} />;
  const figures = data?.data;
  return (
    <div className="admin-figures" data-testid="admin-figures">
      <Figure title={messages.dashboardAssigned} value={figures?.assignedCandidates} to="/assigned" />
      <Figure
        title={messages.dashboardApplicationsThisWeek}
        value={figures?.applicationsThisWeek}
        to="/admin-jobhistory?applied=this-week"
        // The figure counts applications, the list shows the candidates they were made for: the link says so.
        link={messages.dashboardSeeWhoApplied}
      />
      <Figure title={messages.dashboardNearQuota} value={figures?.nearQuota.total} to="/assigned?filter=near-quota">
        {figures && figures.nearQuota.candidates.length > 0 ? (
          <ul className="admin-figures__names">
            {figures.nearQuota.candidates.map((candidate) => (
              <li key={candidate._id}>
                {displayName(candidate)}:{' '}
                {fillMessage(messages.dashboardQuotaUse, {
                  used: candidate.used,
                  limit: candidate.limit ?? '∞',
                  plan: candidate.planName,
                })}
              </li>
            ))}
          </ul>
        ) : null}
      </Figure>
      <Figure title={messages.dashboardNoPlatform} value={figures?.noPlatform.total} to="/assigned?filter=no-platform">
        {figures && figures.noPlatform.candidates.length > 0 ? (
          <ul className="admin-figures__names">
            {figures.noPlatform.candidates.map((candidate) => (
              <li key={candidate._id}>{displayName(candidate)}</li>
            ))}
          </ul>
        ) : null}
      </Figure>
    </div>
  );
}
