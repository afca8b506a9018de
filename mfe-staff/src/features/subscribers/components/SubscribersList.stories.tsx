import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore } from '@portal/shared';
import type { Subscriber } from '@portal/shared/contracts';
import { candidate, onePage, sampleCandidateRecord, tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { activeAdminsKey, subscribersKey } from '../api/subscribers';
import { SubscribersList } from './SubscribersList';

const alex = { _id: 'admin-1', firstName: 'Alex', lastName: 'Admin', status: 'active' };
/** The assign flow's first step (Assign Admin): the active admins. */
const activeAdmins = onePage([
  userWithRole('admin', { _id: 'admin-1', firstName: 'Alex', lastName: 'Admin', email: 'admin@portal.test' }),
  userWithRole('admin', { _id: 'admin-2', firstName: 'Morgan', lastName: 'Officer', email: 'admin2@portal.test' }),
]);
const subscribers: Subscriber[] = [
  {
    user: sampleCandidateRecord.user,
    userDocuments: sampleCandidateRecord.userDocuments,
    userPortals: sampleCandidateRecord.userPortals,
    planName: 'Silver',
    officer: alex,
  },
  {
    user: { ...candidate, _id: 'c-2', subscription: 'Gold', accountOfficer: false },
    userDocuments: [],
    userPortals: [],
    planName: 'Gold',
    officer: null,
  },
  {
    user: {
      ...candidate,
      _id: 'c-3',
      firstName: 'Liam',
      lastName: 'Walker',
      email: 'liam.walker@example.com.au',
      subscription: 'Free',
      accountOfficer: 'admin-2',
    },
    userDocuments: [],
    userPortals: sampleCandidateRecord.userPortals,
    planName: 'Free',
    officer: { _id: 'admin-2', firstName: 'Morgan', lastName: 'Officer', status: 'active' },
  },
  {
    user: {
      ...candidate,
      _id: 'c-4',
      firstName: 'Ava',
      lastName: 'Chen',
      email: 'ava.chen@example.com.au',
      subscription: 'Silver',
      accountOfficer: false,
    },
    userDocuments: [],
    userPortals: [],
    planName: 'Silver',
    officer: null,
  },
];

function SubscribersScreen({ empty }: { empty: boolean }) {
  sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('superAdmin', { firstName: 'Sam' }));
  const docs = empty ? [] : subscribers;
  const page = onePage(docs);
  return (
    <SWRConfig
      value={{
        fallback: {
          [subscribersKey(1, '', 'all', 'all')]: { success: true, data: page },
          [activeAdminsKey('', 1)]: { success: true, data: activeAdmins },
        },
        revalidateOnMount: false,
      }}
    >
      <MemoryRouter initialEntries={['/subscribers']}>
        <div style={{ maxWidth: 960, padding: 24 }}>
          <SubscribersList />
        </div>
      </MemoryRouter>
    </SWRConfig>
  );
}

const meta: Meta<typeof SubscribersScreen> = { title: 'Staff/Super admin/Subscribers', component: SubscribersScreen };
export default meta;
type Story = StoryObj<typeof SubscribersScreen>;

/** Assigned subscribers show their admin and a disabled 'Assigned'; 'Unassigned' ones have 'Assign Admin'. */
export const Subscribers: Story = { args: { empty: false } };
/** 'No subscribers found'. */
export const Empty: Story = { args: { empty: true } };
