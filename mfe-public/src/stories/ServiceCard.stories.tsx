import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ServiceCard } from '../features/services/components/ServiceCard';
import { ServiceDetail } from '../features/services/components/ServiceDetail';
import { services } from '../features/services/services-content';
import { PublicStory } from './story-frame';
import '../features/services/services.css';

const meta: Meta<typeof ServiceCard> = {
  title: 'Public/Service card',
  component: ServiceCard,
  render: (args) => (
    <PublicStory>
      <div style={{ maxWidth: 320, padding: 24 }}>
        <ServiceCard {...args} />
      </div>
    </PublicStory>
  ),
};
export default meta;
type Story = StoryObj<typeof ServiceCard>;

export const JobApplication: Story = { args: { service: services[0]!, onLearnMore: () => undefined } };
export const CvReview: Story = { args: { service: services[2]!, onLearnMore: () => undefined } };
/** During the 400 ms before the detail opens. */
export const Opening: Story = { args: { service: services[3]!, opening: true, onLearnMore: () => undefined } };
export const Detail: Story = {
  args: { service: services[1]!, onLearnMore: () => undefined },
  render: (args) => (
    <PublicStory>
      <div style={{ padding: 24 }}>
        <ServiceDetail service={args.service} onBack={() => undefined} />
      </div>
    </PublicStory>
  ),
};
