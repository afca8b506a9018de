import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Panel } from './Panel';

const meta: Meta<typeof Panel> = {
  title: 'Shared/Panel',
  component: Panel,
  args: { children: <p style={{ margin: 0 }}>Ada Lovelace · ada@example.com · Software Engineer</p> },
};
export default meta;

type Story = StoryObj<typeof Panel>;

export const WithTitle: Story = { args: { title: 'Latest candidates' } };
export const WithoutTitle: Story = {};
