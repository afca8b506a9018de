import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { sampleApplication } from '../testing/fixtures';
import { ApplicationDetailModal } from './ApplicationDetailModal';

const meta: Meta<typeof ApplicationDetailModal> = {
  title: 'Shared/ApplicationDetailModal',
  component: ApplicationDetailModal,
  args: { open: true, onClose: () => {} },
};
export default meta;

type Story = StoryObj<typeof ApplicationDetailModal>;

export const WithCv: Story = { args: { application: sampleApplication } };
export const WithoutCv: Story = {
  args: { application: { ...sampleApplication, cvName: undefined, cvUrl: undefined } },
};
