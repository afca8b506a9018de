import { JobAlertConfirmation } from '../features/job-alert-links';

/** /job-alerts/confirm?token=, exposed as ./JobAlertConfirm. */
export default function JobAlertConfirm() {
  return <JobAlertConfirmation />;
}
