import { DashboardFrame } from '../components/DashboardFrame';
import { CandidatesOverview } from '../features/candidates';

/** /dashboard for a super admin, exposed as ./SuperAdminDashboard. */
export default function SuperAdminDashboard() {
  return (
    <DashboardFrame testId="dashboard-superAdmin">
      <CandidatesOverview />
    </DashboardFrame>
  );
}
