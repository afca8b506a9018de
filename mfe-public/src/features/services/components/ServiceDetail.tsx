import { Link } from 'react-router-dom';
import { SatisfactionBadge } from './ServiceCard';
import { servicesPage, sharedInclusions, type Service } from '../services-content';

/** One service in full; Back returns to the list. */
export function ServiceDetail({ service, onBack }: { service: Service; onBack: () => void }) {
  return (
    <article className="service-detail">
      <button
        type="button"
        className="site-button site-button--secondary service-detail__back"
        aria-label={servicesPage.backLabel}
        onClick={onBack}
      >
        <span aria-hidden="true">←&nbsp;</span>
        {servicesPage.back}
      </button>
      <p className="site-eyebrow">{service.subtitle}</p>
      <h1 className="site-title">{service.title}</h1>
      <p className="site-lead">{service.description}</p>
      <SatisfactionBadge />
      <div className="service-detail__lists">
        <section className="site-card">
          <h2 className="service-detail__heading">{servicesPage.alwaysIncluded}</h2>
          <ul>
            {sharedInclusions.map((inclusion) => (
              <li key={inclusion}>{inclusion}</li>
            ))}
          </ul>
        </section>
        <section className="site-card">
          <h2 className="service-detail__heading">{servicesPage.includes}</h2>
          <ul>
            {service.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        </section>
      </div>
      <Link to="/welcome" className="site-button">
        {servicesPage.getStarted}
      </Link>
    </article>
  );
}
