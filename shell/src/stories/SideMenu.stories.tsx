import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { userWithRole } from '@portal/shared/testing';
import type { Role } from '@portal/shared/roles';
import { SideMenu } from '../layouts/authenticated/SideMenu';
import { SignedIn } from './story-session';
import '../layouts/authenticated/authenticated-layout.css';

function MenuForRole({ role, path, unread }: { role: Role; path: string; unread: number }) {
  return (
    <SignedIn user={userWithRole(role)} path={path} unread={unread}>
      {/* The sidebar as the layout draws it (its colours are the layout's), in place rather than fixed. */}
      <div className="portal-layout" style={{ minHeight: 560 }}>
        <aside className="portal-sider" style={{ position: 'static', minHeight: 560 }}>
          <SideMenu />
        </aside>
      </div>
    </SignedIn>
  );
}

const meta: Meta<typeof MenuForRole> = {
  title: 'Shell/Role menu',
  component: MenuForRole,
  args: { path: '/dashboard', unread: 0 },
};
export default meta;
type Story = StoryObj<typeof MenuForRole>;

export const Candidate: Story = { args: { role: 'user', unread: 3 } };
export const Admin: Story = { args: { role: 'admin', path: '/assigned' } };
export const SuperAdmin: Story = { args: { role: 'superAdmin', path: '/admins', unread: 12 } };
