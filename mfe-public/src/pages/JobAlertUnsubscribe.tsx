import { JobAlertUnsubscription } from '../features/job-alert-links';

/** /job-alerts/unsubscribe?token=, exposed as ./JobAlertUnsubscribe. */
export default function JobAlertUnsubscribe() {
  return <JobAlertUnsubscription />;
}
