import { DashboardFrame } from '../components/DashboardFrame';
import { CandidatesOverview } from '../features/candidates';
import { SuperAdminFigures } from '../features/overview';

/** /dashboard for a super admin, exposed as ./SuperAdminDashboard. */
export default function SuperAdminDashboard() {
  return (
    <DashboardFrame testId="dashboard-superAdmin">
      <CandidatesOverview />
      <SuperAdminFigures />
    </DashboardFrame>
  );
}
