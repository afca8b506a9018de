import { JobAlertLinkPage } from '../job-alerts/JobAlertLinkPage';
import { jobAlertUnsubscribeTexts } from '../job-alerts/job-alert-content';
import '../site/site.css';
import '../job-alerts/job-alerts.css';

/** `/job-alerts/unsubscribe?token=`: the link every confirmed job alert e-mails; ends the subscription. */
export default function JobAlertUnsubscribe() {
  return <JobAlertLinkPage path="job-alerts/unsubscribe" texts={jobAlertUnsubscribeTexts} />;
}
