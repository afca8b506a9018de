import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { testimonials } from '../features/landing/landing-content';
import { TestimonialCard, TestimonialCarousel } from '../features/landing/components/TestimonialCarousel';
import { PublicStory } from './story-frame';
import '../features/landing/landing.css';

const meta: Meta<typeof TestimonialCarousel> = {
  title: 'Public/Testimonial carousel',
  component: TestimonialCarousel,
  render: (args) => (
    <PublicStory>
      <TestimonialCarousel {...args} />
    </PublicStory>
  ),
};
export default meta;
type Story = StoryObj<typeof TestimonialCarousel>;

/** Three of the six entries; previous and next wrap around. */
export const SixTestimonials: Story = { args: { testimonials } };
/** Ratings from 3 to 5 side by side. */
export const Ratings: Story = {
  args: { testimonials },
  render: () => (
    <PublicStory>
      <ul className="carousel__track" style={{ padding: 24 }}>
        {testimonials.slice(2, 5).map((testimonial) => (
          <li key={testimonial.name}>
            <TestimonialCard testimonial={testimonial} />
          </li>
        ))}
      </ul>
    </PublicStory>
  ),
};
