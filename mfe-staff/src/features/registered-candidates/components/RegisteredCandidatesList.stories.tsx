import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore, type User } from '@portal/shared';
import { candidate, onePage, sampleCandidateRecord, tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { registeredCandidatesKey } from '../api/registered-candidates';
import { RegisteredCandidatesList } from './RegisteredCandidatesList';

const candidates: User[] = [
  sampleCandidateRecord.user,
  candidate,
  {
    ...candidate,
    _id: 'c-3',
    firstName: 'Liam',
    lastName: 'Walker',
    email: 'liam.walker@example.com.au',
    jobTitle: [],
    workState: [],
    experienceLevel: '0-1 years',
    subscription: 'Free',
  },
  {
    ...candidate,
    _id: 'c-4',
    firstName: 'Ava',
    lastName: 'Chen',
    email: 'ava.chen@example.com.au',
    jobTitle: ['Software Engineer'],
    workState: ['Victoria'],
    experienceLevel: '7 years above',
    subscription: 'Gold',
  },
];

function RegisteredScreen({ empty }: { empty: boolean }) {
  sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('superAdmin', { firstName: 'Sam' }));
  const docs = empty ? [] : candidates;
  const page = onePage(docs);
  const key = registeredCandidatesKey(1, '', { state: '', experienceLevel: '', plan: '' });
  return (
    <SWRConfig value={{ fallback: { [key]: { success: true, data: page } }, revalidateOnMount: false }}>
      <MemoryRouter initialEntries={['/registered-candidates']}>
        <div style={{ maxWidth: 960, padding: 24 }}>
          <RegisteredCandidatesList />
        </div>
      </MemoryRouter>
    </SWRConfig>
  );
}

const meta: Meta<typeof RegisteredScreen> = {
  title: 'Staff/Super admin/Registered candidates',
  component: RegisteredScreen,
};
export default meta;
type Story = StoryObj<typeof RegisteredScreen>;

/** Verified candidates; 'Show more' expands a row to names, job titles and states ('N/A' for Liam's empty ones). */
export const Candidates: Story = { args: { empty: false } };
/** 'No candidates found'. */
export const Empty: Story = { args: { empty: true } };
