import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore } from '@portal/shared';
import type { AdminDashboard } from '@portal/shared/contracts';
import { sampleCandidateRecord, tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { adminDashboardKey } from '../api/use-admin-dashboard';
import { AdminFigures } from './AdminFigures';

const olivia = sampleCandidateRecord.user;
/** Near quota means at or within a fifth of the plan's limit (the API's rule): 8 of 10 on Free, 24 of 30 on Silver. */
const figures: AdminDashboard = {
  assignedCandidates: 18,
  applicationsThisWeek: 46,
  nearQuota: {
    total: 3,
    candidates: [
      {
        _id: olivia._id,
        firstName: olivia.firstName,
        lastName: olivia.lastName,
        planName: 'Silver',
        used: 27,
        limit: 30,
      },
      { _id: 'c-2', firstName: 'Liam', lastName: 'Walker', planName: 'Free', used: 10, limit: 10 },
      { _id: 'c-5', firstName: 'Grace', lastName: 'Taylor', planName: 'Free', used: 8, limit: 10 },
    ],
  },
  noPlatform: {
    total: 2,
    candidates: [
      { _id: 'c-6', firstName: 'Noah', lastName: 'Patel' },
      { _id: 'c-7', firstName: 'Isla', lastName: 'Murphy' },
    ],
  },
};

function FiguresScreen() {
  sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('admin', { _id: 'admin-1', firstName: 'Alex' }));
  return (
    <SWRConfig
      value={{ fallback: { [adminDashboardKey]: { success: true, data: figures } }, revalidateOnMount: false }}
    >
      <MemoryRouter initialEntries={['/dashboard']}>
        <div style={{ maxWidth: 960, padding: 24 }}>
          <AdminFigures />
        </div>
      </MemoryRouter>
    </SWRConfig>
  );
}

const meta: Meta<typeof FiguresScreen> = { title: 'Staff/Admin/Dashboard figures', component: FiguresScreen };
export default meta;
type Story = StoryObj<typeof FiguresScreen>;

/** The four figures, each with its link; the near-quota and no-platform ones name their candidates. */
export const Figures: Story = {};
