import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { SWRConfig } from 'swr';
import { sampleApplication, sampleCandidateRecord } from '@portal/shared/testing';
import { candidateApplicationsKey } from '../api/use-job-history';
import { CandidateApplicationsModal } from './CandidateApplicationsModal';

const candidate = sampleCandidateRecord.user;
const page = (docs: (typeof sampleApplication)[], totalDocs = docs.length) => ({
  success: true,
  data: { docs, totalDocs, page: 1, limit: 10, totalPages: Math.ceil(totalDocs / 10), hasNextPage: totalDocs > 10 },
});

function WithApplications({
  applications,
  totalDocs,
}: {
  applications: (typeof sampleApplication)[];
  totalDocs: number;
}) {
  return (
    <SWRConfig
      value={{
        fallback: { [candidateApplicationsKey(candidate._id, 1)]: page(applications, totalDocs) },
        revalidateOnMount: false,
      }}
    >
      <CandidateApplicationsModal candidate={candidate} onClose={() => {}} />
    </SWRConfig>
  );
}

const meta: Meta<typeof WithApplications> = { title: 'Staff/Job history/View All', component: WithApplications };
export default meta;
type Story = StoryObj<typeof WithApplications>;

/** Two applications on the first of two pages; View Details opens the detail (the second shows 'Unknown Resume'). */
export const Applications: Story = {
  args: {
    applications: [
      sampleApplication,
      {
        ...sampleApplication,
        _id: 'application-2',
        title: 'Ward Nurse',
        company: 'Royal Prince Alfred Hospital',
        location: 'Camperdown NSW',
        cvName: undefined,
      },
    ],
    totalDocs: 12,
  },
};
/** None yet: 'No job applications found.' */
export const NoApplications: Story = { args: { applications: [], totalDocs: 0 } };
