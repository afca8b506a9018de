import { usePageMeta } from '@portal/shared/ui';
import { testimonials, landingMeta } from '../landing-content';
import { Figures, Hero, HowItHelps, HowItWorks, RegisterCall } from './LandingSections';
import { TestimonialCarousel } from './TestimonialCarousel';
import '../../../components/site.css';
import '../landing.css';

/** `/`: the landing page (spec sections 1 and 2). Plain React and CSS: this route carries the tightest JS budget. */
export function Home() {
  usePageMeta(landingMeta);
  return (
    <div className="site-page">
      <Hero />
      <HowItHelps />
      <HowItWorks />
      <Figures />
      <TestimonialCarousel testimonials={testimonials} />
      <RegisterCall />
    </div>
  );
}
