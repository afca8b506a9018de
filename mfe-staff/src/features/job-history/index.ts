// /admin-jobhistory and /admin-job-history/{adminId}: an admin's candidates and their applications.
export { JobHistory } from './components/JobHistory';
export { CandidateApplicationsModal } from './components/CandidateApplicationsModal';
