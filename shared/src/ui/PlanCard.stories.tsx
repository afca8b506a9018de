import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { PlanCard } from './PlanCard';

const meta: Meta<typeof PlanCard> = {
  title: 'Shared/PlanCard',
  component: PlanCard,
  args: { onChoose: () => undefined },
};
export default meta;

type Story = StoryObj<typeof PlanCard>;

const base = { _id: 'plan', id: 'plan', platformLimit: 2, billing: 'monthly', trialDays: 0 } as const;
export const Free: Story = {
  args: {
    plan: {
      ...base,
      name: 'Free',
      planName: 'Free',
      price: 0,
      applicationLimit: 10,
      platformLimit: 1,
      billing: 'weekly',
      trialDays: 7,
      features: [],
    },
  },
};
export const Silver: Story = {
  args: {
    plan: { ...base, name: 'Silver', planName: 'Silver', price: 120, applicationLimit: 30, features: ['tailored CV'] },
  },
};
export const Gold: Story = {
  args: {
    plan: {
      ...base,
      name: 'Gold',
      planName: 'Gold',
      price: 20,
      applicationLimit: null,
      features: ['CV revamp', 'tailored CV', 'real-time messaging'],
    },
  },
};
