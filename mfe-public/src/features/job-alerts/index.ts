// /job-alerts: the job search, and the job-alert sign-up.
export { JobSearchAndAlerts } from './components/JobSearchAndAlerts';
