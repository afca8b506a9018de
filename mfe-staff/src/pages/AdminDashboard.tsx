import { DashboardFrame } from '../components/DashboardFrame';
import { AdminFigures } from '../features/admin-dashboard';

/** /dashboard for an admin, exposed as ./AdminDashboard. */
export default function AdminDashboard() {
  return (
    <DashboardFrame testId="dashboard-admin">
      <AdminFigures />
    </DashboardFrame>
  );
}
