// The links the job-alert e-mails carry: confirm a job alert, unsubscribe from one.
export { JobAlertConfirmation, JobAlertUnsubscription } from './components/JobAlertLink';
