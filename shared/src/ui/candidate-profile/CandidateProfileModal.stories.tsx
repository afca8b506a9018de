import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleCandidateRecord } from '../../testing/fixtures';
import { CandidateProfileModal } from './CandidateProfileModal';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const meta: Meta<typeof CandidateProfileModal> = {
  title: 'Shared/CandidateProfileModal',
  component: CandidateProfileModal,
  args: {
    open: true,
    candidate: sampleCandidateRecord,
    onClose: () => {},
    onReveal: async () => {
      await wait(300);
      return 'Seek!2026pass';
    },
    onReplaceDocument: async () => {
      await wait(500);
    },
    onProceed: () => {},
  },
};
export default meta;

type Story = StoryObj<typeof CandidateProfileModal>;

/** The admin's assigned candidate: logins with Reveal, Edit on the CV (consent given), Continue. */
export const AdminAssigned: Story = { args: { pageType: 'admin' } };
/** The super admin's subscribed candidates: logins too, with the page's own footer. */
export const SubscribedCandidates: Story = {
  args: {
    pageType: 'subscribedCandidates',
    onProceed: undefined,
    footer: <button type="button">Edit Profile</button>,
  },
};
/** Registered candidates: experience and salary range instead of logins; Close. */
export const RegisteredCandidates: Story = { args: { pageType: 'registeredCandidates', onProceed: undefined } };
/** No documents, no consent, no picture: 'No Resume Available' and 'No Cover Letter Available'. */
export const NoDocuments: Story = {
  args: { pageType: 'admin', candidate: { ...sampleCandidateRecord, userDocuments: [], userPortals: [] } },
};
/** A refused reveal (e.g. the candidate is no longer assigned to this admin). */
export const RevealRefused: Story = {
  args: {
    pageType: 'admin',
    onReveal: async () => {
      await wait(300);
      throw new Error('403');
    },
  },
};
