import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore } from '@portal/shared';
import type { SuperAdminOverview } from '@portal/shared/contracts';
import { tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { overviewKey } from '../api/overview';
import { SuperAdminFigures } from './SuperAdminFigures';

const figures: SuperAdminOverview = {
  candidatesByPlan: { Free: 42, Silver: 27, Gold: 11, none: 65 },
  subscribersWithoutAdmin: 6,
  activeAdmins: 4,
  applicationsThisWeek: 183,
  // Cents: 27 Silver at $120, 11 Gold at $20 and six Professional CVs at $30.
  revenueThisMonth: 364000,
};

function FiguresScreen() {
  sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('superAdmin', { firstName: 'Sam' }));
  return (
    <SWRConfig value={{ fallback: { [overviewKey]: { success: true, data: figures } }, revalidateOnMount: false }}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <div style={{ maxWidth: 960, padding: 24 }}>
          <SuperAdminFigures />
        </div>
      </MemoryRouter>
    </SWRConfig>
  );
}

const meta: Meta<typeof FiguresScreen> = { title: 'Staff/Super admin/Dashboard figures', component: FiguresScreen };
export default meta;
type Story = StoryObj<typeof FiguresScreen>;

/** 'Overview': candidates by plan ('No plan' last), unassigned subscribers, active admins, applications, revenue. */
export const Figures: Story = {};
