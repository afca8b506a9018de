import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-webpack5';
import type { ApplicationFilter } from '@portal/shared/contracts';
import { ApplicationTabs } from './ApplicationTabs';

function TabsDemo({ counts }: { counts: string[] | undefined }) {
  const [active, setActive] = useState<ApplicationFilter>('all');
  return <ApplicationTabs active={active} counts={counts} onChange={setActive} />;
}

const meta: Meta<typeof TabsDemo> = { title: 'Candidate/ApplicationTabs', component: TabsDemo };
export default meta;

type Story = StoryObj<typeof TabsDemo>;

export const WithCounts: Story = {
  args: { counts: ['All (30)', 'This Week (4)', 'This Month (15)', 'Quick Apply (20)', 'Apply (10)'] },
};
export const CountsLoading: Story = { args: { counts: undefined } };
