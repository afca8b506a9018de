import { usePageMeta } from '@portal/shared/ui';
import { testimonials, landingMeta } from '../landing/landing-content';
import { Figures, Hero, HowItHelps, HowItWorks, RegisterCall } from '../landing/LandingSections';
import { TestimonialCarousel } from '../landing/TestimonialCarousel';
import '../site/site.css';
import '../landing/landing.css';

/** `/`: the landing page (spec sections 1 and 2). Plain React and CSS: this route carries the tightest JS budget. */
export default function Landing() {
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
