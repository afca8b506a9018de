// The applications feature's public entry: what pages compose.
export { ApplicationHistory } from './components/ApplicationHistory';
export { useApplications, applicationsKey } from './api/get-applications';
export { useApplicationCounts } from './api/get-application-counts';
export { ApplicationExport, rangeProblem } from './components/ApplicationExport';
