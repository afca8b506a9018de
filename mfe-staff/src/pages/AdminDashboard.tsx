import { DashboardFrame } from '../components/DashboardFrame';
import { AssignedCandidates } from '../features/candidates';

/** /dashboard for an admin, exposed as ./AdminDashboard. */
export default function AdminDashboard() {
  return (
    <DashboardFrame testId="dashboard-admin">
      <AssignedCandidates />
    </DashboardFrame>
  );
}
