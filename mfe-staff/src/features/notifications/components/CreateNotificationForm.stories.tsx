import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore, type User } from '@portal/shared';
import { tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { recipientSearchKey } from '../api/use-recipient-search';
import { CreateNotificationForm } from './CreateNotificationForm';

const people = [
  { ...userWithRole('user'), _id: 'u-1', firstName: 'Casey', lastName: 'Candidate' },
  { ...userWithRole('superAdmin'), _id: 's-1', firstName: 'Sam', lastName: 'Super' },
];

function AsSender({ sender }: { sender: User }) {
  sessionStore.getState().signIn(tokenExpiringIn(3600), sender);
  const page = { docs: people, totalDocs: 2, page: 1, limit: 20, totalPages: 1, hasNextPage: false };
  return (
    <SWRConfig
      value={{ fallback: { [recipientSearchKey('')]: { success: true, data: page } }, revalidateOnMount: false }}
    >
      <MemoryRouter>
        <div style={{ maxWidth: 720, padding: 24 }}>
          <CreateNotificationForm />
        </div>
      </MemoryRouter>
    </SWRConfig>
  );
}

const meta: Meta<typeof AsSender> = { title: 'Staff/Create notification', component: AsSender };
export default meta;
type Story = StoryObj<typeof AsSender>;

/** A super admin: 'Send to all users' and 'Send to all admins'. */
export const SuperAdmin: Story = { args: { sender: userWithRole('superAdmin', { _id: 'me', firstName: 'Sam' }) } };
/** An admin: 'Send to all users' and 'Send to all superadmins'. */
export const Admin: Story = { args: { sender: userWithRole('admin', { _id: 'me', firstName: 'Alex' }) } };
