import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Route, Routes } from 'react-router-dom';
import { userWithRole } from '@portal/shared/testing';
import type { Role } from '@portal/shared/roles';
import AuthenticatedLayout from '../layouts/authenticated/AuthenticatedLayout';
import type { ConnectStream } from '../notifications/notification-stream';
import { SignedIn } from './story-session';

/** Storybook has no API: the live notification stream stays open and quiet. */
const quietStream: ConnectStream = () => ({ close: () => undefined });

function LayoutForRole({ role, unread }: { role: Role; unread: number }) {
  return (
    <SignedIn user={userWithRole(role, { firstName: 'Jordan', lastName: 'Lee' })} unread={unread}>
      <Routes>
        <Route element={<AuthenticatedLayout connectStream={quietStream} />}>
          <Route path="*" element={<p style={{ margin: 0 }}>The role's dashboard renders here.</p>} />
        </Route>
      </Routes>
    </SignedIn>
  );
}

const meta: Meta<typeof LayoutForRole> = {
  title: 'Shell/Authenticated layout',
  component: LayoutForRole,
  args: { unread: 2 },
};
export default meta;
type Story = StoryObj<typeof LayoutForRole>;

export const Candidate: Story = { args: { role: 'user' } };
export const Admin: Story = { args: { role: 'admin' } };
export const SuperAdmin: Story = { args: { role: 'superAdmin', unread: 0 } };
/** Below 768 px the sidebar becomes a slide-over menu behind the menu button. */
export const Mobile: Story = { args: { role: 'user' }, globals: { viewport: { value: 'mobile1' } } };
