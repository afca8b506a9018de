import { JobAlertLinkPage } from '../job-alerts/JobAlertLinkPage';
import { jobAlertConfirmTexts } from '../job-alerts/job-alert-content';
import '../site/site.css';
import '../job-alerts/job-alerts.css';

/** `/job-alerts/confirm?token=`: the link of the confirmation e-mail; the job alert starts when it is confirmed here. */
export default function JobAlertConfirm() {
  return <JobAlertLinkPage path="job-alerts/confirm" texts={jobAlertConfirmTexts} />;
}
