import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore, type User } from '@portal/shared';
import { tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { activityKey, adminsKey } from '../api/admins';
import { AdminsList } from './AdminsList';

const admin = (n: number, firstName: string, status: User['status']) =>
  userWithRole('admin', {
    _id: `admin-${n}`,
    firstName,
    lastName: 'Admin',
    email: `${firstName.toLowerCase()}@portal.test`,
    status,
  });
const admins = [
  admin(1, 'Alex', 'active'),
  admin(2, 'Priya', 'pending'),
  admin(3, 'Sid', 'suspended'),
  admin(4, 'Dana', 'deleted'),
];

function AdminsScreen() {
  sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('superAdmin', { firstName: 'Sam' }));
  const page = { docs: admins, totalDocs: 4, page: 1, limit: 10, totalPages: 1, hasNextPage: false };
  const activity = {
    passwordSet: false,
    setupLinkExpiresAt: '2026-11-27T10:00:00.000Z',
    hasNextPage: false,
    docs: [
      {
        _id: 'log-2',
        action: 'setupLinkSent',
        status: null,
        actor: { _id: 's', firstName: 'Sam', lastName: 'Super' },
        candidate: null,
        createdAt: '2026-11-25T10:00:00.000Z',
      },
      {
        _id: 'log-1',
        action: 'created',
        status: null,
        actor: { _id: 's', firstName: 'Sam', lastName: 'Super' },
        candidate: null,
        createdAt: '2026-11-25T10:00:00.000Z',
      },
    ],
  };
  return (
    <SWRConfig
      value={{
        fallback: {
          [adminsKey(1, '')]: { success: true, data: page },
          ...Object.fromEntries(admins.map((one) => [activityKey(one._id, 1), { success: true, data: activity }])),
        },
        revalidateOnMount: false,
      }}
    >
      <MemoryRouter initialEntries={['/admins']}>
        <div style={{ maxWidth: 960, padding: 24 }}>
          <AdminsList />
        </div>
      </MemoryRouter>
    </SWRConfig>
  );
}

const meta: Meta<typeof AdminsScreen> = { title: 'Staff/Super admin/Admins', component: AdminsScreen };
export default meta;
type Story = StoryObj<typeof AdminsScreen>;

/** One admin per status: open 'Change status' to see the options spec section 4 gives that status. */
export const WithStatusMenu: Story = {};
