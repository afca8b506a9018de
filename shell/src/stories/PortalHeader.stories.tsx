import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { candidate, userWithRole } from '@portal/shared/testing';
import type { User } from '@portal/shared';
import { PortalHeader } from '../layouts/authenticated/PortalHeader';
import { SignedIn } from './story-session';
import '../layouts/authenticated/authenticated-layout.css';

function HeaderOn({ user, path }: { user: User | null; path: string }) {
  return (
    <SignedIn user={user} path={path}>
      <div style={{ padding: '0 24px', background: '#fff', borderBottom: '1px solid #e5e7eb' }}>
        <PortalHeader />
      </div>
    </SignedIn>
  );
}

const meta: Meta<typeof HeaderOn> = { title: 'Shell/Header', component: HeaderOn };
export default meta;
type Story = StoryObj<typeof HeaderOn>;

export const CandidateOnDashboard: Story = { args: { user: candidate, path: '/dashboard' } };
export const CandidateWithoutProfile: Story = {
  args: {
    user: { ...candidate, firstName: '', lastName: '', jobTitle: [], experienceLevel: null },
    path: '/dashboard',
  },
};
export const AdminOnNotifications: Story = {
  args: { user: userWithRole('admin', { firstName: 'Alex', lastName: 'Admin' }), path: '/notification' },
};
export const CandidateOnHelp: Story = { args: { user: candidate, path: '/help' } };
