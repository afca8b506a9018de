import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Application } from '@portal/shared/contracts';
import { formatBritishDate, Panel } from '@portal/shared/ui';
import { messages } from '../../../texts';
import './dashboard.css';

// The detail modal brings antd (Modal, Descriptions) and the portal's antd theme: loaded when an application is
// first opened, not with the dashboard, which is plain markup (mfe-candidate/webpack.config.js).
const ApplicationDetailModal = lazy(async () => {
  const [{ ApplicationDetailModal: Modal }, { themedPage }] = await Promise.all([
    import('@portal/shared/ui/application-detail'),
    import('@portal/shared/ui/theme'),
  ]);
  return { default: themedPage(Modal) };
});

/** The five latest applications; each opens its detail. */
export function LatestApplications({ applications }: { applications: Application[] }) {
  const [opened, setOpened] = useState<Application | null>(null);
  // Loaded at the first opening, then kept mounted: closed, the modal gives the focus back to the application's button.
  const [modalWanted, setModalWanted] = useState(false);
  const open = (application: Application) => {
    setModalWanted(true);
    setOpened(application);
  };
  return (
    <Panel title={messages.latestApplicationsTitle}>
      {applications.length === 0 ? (
        <p className="candidate-dashboard__loading">{messages.noApplicationsYet}</p>
      ) : (
        <ul className="candidate-dashboard__list">
          {applications.map((application) => (
            <li key={application._id}>
              <button type="button" className="candidate-dashboard__link-button" onClick={() => open(application)}>
                {application.title}
              </button>
              <span className="candidate-dashboard__secondary">
                {`${application.company} · ${formatBritishDate(application.details.appliedDate)}`}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/application">{messages.viewAllApplications}</Link>
      {modalWanted ? (
        <Suspense fallback={null}>
          <ApplicationDetailModal open={opened !== null} application={opened} onClose={() => setOpened(null)} />
        </Suspense>
      ) : null}
    </Panel>
  );
}
