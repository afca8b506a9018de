// The candidate dashboard feature's public entry.
export { useCandidateDashboard, candidateDashboardKey } from './api/get-candidate-dashboard';
export { QuotaCard } from './components/QuotaCard';
export { PlanCard } from './components/PlanCard';
export { AccountOfficerCard } from './components/AccountOfficerCard';
export { LatestApplications } from './components/LatestApplications';
