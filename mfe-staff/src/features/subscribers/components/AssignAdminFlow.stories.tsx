import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore } from '@portal/shared';
import type { Subscriber } from '@portal/shared/contracts';
import { candidate, tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { activeAdminsKey } from '../api/subscribers';
import { AssignAdminFlow } from './AssignAdminFlow';
import '../../../components/staff-list.css';
import './assign-flow.css';

const admins = [
  userWithRole('admin', { _id: 'a-1', firstName: 'Alex', lastName: 'Admin', email: 'admin@portal.test' }),
  userWithRole('admin', { _id: 'a-2', firstName: 'Morgan', lastName: 'Officer', email: 'admin2@portal.test' }),
];

function Flow({ withPlatform }: { withPlatform: boolean }) {
  sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('superAdmin', { firstName: 'Sam' }));
  const subscriber: Subscriber = {
    user: { ...candidate, _id: 'c-1', firstName: 'Oliver', lastName: 'Kowalski' },
    userDocuments: [],
    userPortals: withPlatform
      ? [
          {
            _id: 'p-1',
            user: 'c-1',
            name: 'Seek',
            hadAnAccount: true,
            agreed: true,
            credential: { email: 'oliver@example.com', platform: 'Seek' },
            createdAt: '2026-11-01T00:00:00.000Z',
          },
        ]
      : [],
    planName: 'Silver',
    officer: null,
  };
  const page = { docs: admins, totalDocs: 2, page: 1, limit: 10, totalPages: 1, hasNextPage: false };
  return (
    <SWRConfig
      value={{ fallback: { [activeAdminsKey('', 1)]: { success: true, data: page } }, revalidateOnMount: false }}
    >
      <MemoryRouter initialEntries={['/subscribers']}>
        <AssignAdminFlow subscriber={subscriber} onClose={() => {}} onAssigned={() => {}} />
      </MemoryRouter>
    </SWRConfig>
  );
}

const meta: Meta<typeof Flow> = { title: 'Staff/Super admin/Assign admin', component: Flow };
export default meta;
type Story = StoryObj<typeof Flow>;

/** Choose an admin, confirm; without a platform login the flow ends on 'No job platform found'. */
export const CandidateWithoutPlatform: Story = { args: { withPlatform: false } };
/** With a platform login the success step closes the flow. */
export const CandidateWithPlatform: Story = { args: { withPlatform: true } };
