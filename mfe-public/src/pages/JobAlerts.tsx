import { JobSearchAndAlerts } from '../features/job-alerts';

/** /job-alerts, exposed as ./JobAlerts. */
export default function JobAlerts() {
  return <JobSearchAndAlerts />;
}
