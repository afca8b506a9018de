import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { Figures, Hero, HowItHelps, HowItWorks, RegisterCall } from '../features/landing/components/LandingSections';
import { PublicStory } from './story-frame';
import '../features/landing/landing.css';

const sections = { Hero, HowItHelps, HowItWorks, Figures, RegisterCall };

function LandingSection({ section }: { section: keyof typeof sections }) {
  const Section = sections[section];
  return (
    <PublicStory>
      <Section />
    </PublicStory>
  );
}

const meta: Meta<typeof LandingSection> = { title: 'Public/Landing sections', component: LandingSection };
export default meta;
type Story = StoryObj<typeof LandingSection>;

export const HeroSection: Story = { args: { section: 'Hero' } };
export const HowItHelpsSection: Story = { args: { section: 'HowItHelps' } };
export const HowItWorksSection: Story = { args: { section: 'HowItWorks' } };
export const FiguresSection: Story = { args: { section: 'Figures' } };
export const RegisterNowSection: Story = { args: { section: 'RegisterCall' } };
