import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SWRConfig } from 'swr';
import { onePage, sampleCandidateRecord } from '@portal/shared/testing';
import { jobHistoryKey } from '../api/use-job-history';
import { JobHistory } from './JobHistory';

const filters = { search: '', plan: 'all', applied: 'all' };
const lines = [
  { user: sampleCandidateRecord.user, planName: 'Silver', appliedThisWeek: 2 },
  {
    user: {
      ...sampleCandidateRecord.user,
      _id: 'c-2',
      firstName: 'Liam',
      lastName: 'Walker',
      jobTitle: [],
      location: null,
    },
    planName: 'Free',
    appliedThisWeek: 10,
  },
];

function WithCandidates({ empty }: { empty: boolean }) {
  const docs = empty ? [] : lines;
  const data = { ...onePage(docs), admin: { _id: 'admin-1', firstName: 'Alex', lastName: 'Officer' } };
  return (
    <SWRConfig
      value={{
        fallback: { [jobHistoryKey(undefined, 1, filters)]: { success: true, data } },
        revalidateOnMount: false,
      }}
    >
      <div style={{ maxWidth: 960, padding: 24 }}>
        <JobHistory />
      </div>
    </SWRConfig>
  );
}

const meta: Meta<typeof WithCandidates> = { title: 'Staff/Job history', component: WithCandidates };
export default meta;
type Story = StoryObj<typeof WithCandidates>;

/** The admin's candidates, 'N/A' for a missing job title; View All opens the applications modal. */
export const Candidates: Story = { args: { empty: false } };
/** 'No candidates found'. */
export const NoCandidates: Story = { args: { empty: true } };
