import { useId } from 'react';
import { servicesPage, type Service } from '../services-content';

export function SatisfactionBadge() {
  return <p className="service-badge">{servicesPage.badge}</p>;
}

/** One service in the list: subtitle, description, badge and Learn More. */
export function ServiceCard({
  service,
  opening = false,
  onLearnMore,
}: {
  service: Service;
  opening?: boolean;
  onLearnMore: (service: Service) => void;
}) {
  const headingId = useId();
  return (
    <article className="site-card service-card" aria-labelledby={headingId} data-service={service.title}>
      <p className="site-eyebrow">{service.subtitle}</p>
      <h2 id={headingId} className="service-card__title">
        {service.title}
      </h2>
      <p>{service.description}</p>
      <SatisfactionBadge />
      <button
        type="button"
        className="site-button site-button--secondary"
        // While opening, the button's name is what it shows ('Opening…'): a label must hold the visible text.
        aria-label={opening ? undefined : servicesPage.learnMoreAbout(service.title)}
        aria-busy={opening}
        disabled={opening}
        onClick={() => onLearnMore(service)}
      >
        {opening ? servicesPage.opening : servicesPage.learnMore}
      </button>
    </article>
  );
}
