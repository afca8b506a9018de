import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { EmailAddress } from './EmailAddress';

const meta: Meta<typeof EmailAddress> = {
  title: 'Shared/EmailAddress',
  component: EmailAddress,
  args: { address: 'casey.candidate@example.com' },
};
export default meta;

type Story = StoryObj<typeof EmailAddress>;

export const OnOneLine: Story = {};
/** In a narrow box the address wraps only after '@' or '.'. */
export const InANarrowBox: Story = {
  render: (args) => (
    <div style={{ width: 140, border: '1px dashed #bfbfbf', padding: 8 }}>
      <EmailAddress {...args} />
    </div>
  ),
};
