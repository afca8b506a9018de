import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore } from '@portal/shared';
import type { CandidateRecord } from '@portal/shared/contracts';
import { onePage, sampleCandidateRecord, tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { assignedKey, type AssignedAnswer } from '../api/use-assigned-candidates';
import { AssignedCandidates } from './AssignedCandidates';

const person = (id: string, firstName: string, lastName: string, subscription: string) => ({
  ...sampleCandidateRecord.user,
  _id: id,
  firstName,
  lastName,
  email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com.au`,
  subscription,
});
const records: CandidateRecord[] = [
  // Silver, 27 of 30 this month: at or near the quota.
  { ...sampleCandidateRecord, quota: { used: 27, limit: 30, period: 'month' } },
  {
    user: { ...person('c-2', 'Liam', 'Walker', 'Free'), jobTitle: [], workState: [] },
    userDocuments: [],
    userPortals: [],
    planName: 'Free',
    quota: { used: 3, limit: 10, period: 'week' },
  },
  {
    user: { ...person('c-3', 'Ava', 'Chen', 'Gold'), jobTitle: ['Data Analyst'], workState: ['Victoria'] },
    userDocuments: sampleCandidateRecord.userDocuments,
    userPortals: sampleCandidateRecord.userPortals,
    planName: 'Gold',
    quota: { used: 41, limit: null, period: 'month' },
  },
  {
    user: { ...person('c-4', 'Noah', 'Patel', 'Silver'), jobTitle: ['Accountant'], workState: ['Western Australia'] },
    userDocuments: [],
    userPortals: sampleCandidateRecord.userPortals,
    planName: 'Silver',
    quota: { used: 12, limit: 30, period: 'month' },
  },
];

function AssignedScreen({ empty }: { empty: boolean }) {
  sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('admin', { _id: 'admin-1', firstName: 'Alex' }));
  const docs = empty ? [] : records;
  const answer: AssignedAnswer = {
    success: true,
    data: onePage(docs),
  };
  return (
    <SWRConfig value={{ fallback: { [assignedKey(1, '')]: answer }, revalidateOnMount: false }}>
      <MemoryRouter initialEntries={['/assigned']}>
        <div style={{ maxWidth: 960, padding: 24 }}>
          <AssignedCandidates />
        </div>
      </MemoryRouter>
    </SWRConfig>
  );
}

const meta: Meta<typeof AssignedScreen> = { title: 'Staff/Admin/Assigned candidates', component: AssignedScreen };
export default meta;
type Story = StoryObj<typeof AssignedScreen>;

/** Silver near its quota, Free, Gold unlimited: '+' expands a row to names, job titles, states and 'Plan quota'. */
export const Candidates: Story = { args: { empty: false } };
/** 'No candidates assigned'. */
export const NoCandidates: Story = { args: { empty: true } };
