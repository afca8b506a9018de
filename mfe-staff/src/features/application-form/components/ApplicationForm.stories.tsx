import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import { sampleCandidateRecord } from '@portal/shared/testing';
import { ApplicationForm } from './ApplicationForm';

function AtApplicationForm({ withCandidate }: { withCandidate: boolean }) {
  const state = withCandidate ? { candidate: sampleCandidateRecord, platform: 'Seek' } : null;
  return (
    <MemoryRouter initialEntries={[{ pathname: '/applicationform', state }]}>
      <div style={{ maxWidth: 900, padding: 24 }}>
        <ApplicationForm />
      </div>
    </MemoryRouter>
  );
}

const meta: Meta<typeof AtApplicationForm> = { title: 'Staff/Submit Application', component: AtApplicationForm };
export default meta;
type Story = StoryObj<typeof AtApplicationForm>;

/** The candidate passed in navigation state: their resume with View Resume; press Submit empty to see the rules. */
export const ForCandidate: Story = { args: { withCandidate: true } };
/** Opened without a candidate: 'User ID is missing'. */
export const MissingCandidate: Story = { args: { withCandidate: false } };
