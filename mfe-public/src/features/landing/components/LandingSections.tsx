import { useId } from 'react';
import { Link } from 'react-router-dom';
import heroImage from '../../../assets/hero-applications.svg';
import { figures, hero, howItHelps, howItWorks, registerCall } from '../landing-content';

export function Hero() {
  return (
    <section className="site-section site-section--white hero">
      <div className="site-container hero__layout">
        <div>
          <p className="site-eyebrow">{hero.eyebrow}</p>
          <h1 className="site-title hero__title">{hero.title}</h1>
          <p className="site-lead">{hero.lead}</p>
          <Link to="/welcome" className="site-button">
            {hero.registerNow}
          </Link>
        </div>
        <img
          className="hero__image"
          src={heroImage}
          alt={hero.imageAlt}
          width={480}
          height={360}
          fetchPriority="high"
          decoding="async"
        />
      </div>
    </section>
  );
}

export function HowItHelps() {
  const headingId = useId();
  return (
    <section className="site-section site-section--tinted" aria-labelledby={headingId}>
      <div className="site-container">
        <h2 id={headingId} className="site-heading">
          {howItHelps.title}
        </h2>
        <ul className="site-grid">
          {howItHelps.items.map((item) => (
            <li key={item.title} className="site-card">
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export function HowItWorks() {
  const headingId = useId();
  return (
    <section className="site-section site-section--white" aria-labelledby={headingId}>
      <div className="site-container">
        <h2 id={headingId} className="site-heading">
          {howItWorks.title}
        </h2>
        <ol className="site-grid steps">
          {howItWorks.steps.map((step, index) => (
            <li key={step.title} className="site-card steps__step">
              <span className="steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

export function Figures() {
  const headingId = useId();
  return (
    <section className="site-section figures" aria-labelledby={headingId}>
      <div className="site-container">
        <h2 id={headingId} className="site-heading figures__title">
          {figures.title}
        </h2>
        <dl className="figures__counts">
          {figures.counts.map((count) => (
            <div key={count.label} className="figures__count">
              <dt>{count.label}</dt>
              <dd>{count.value}</dd>
            </div>
          ))}
        </dl>
        <dl className="figures__percentages">
          {figures.percentages.map((percentage) => (
            <div key={percentage.label} className="figures__percentage">
              <dt>{percentage.label}</dt>
              <dd>{percentage.value}%</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}

export function RegisterCall() {
  const headingId = useId();
  return (
    <section className="site-section site-section--tinted register-call" aria-labelledby={headingId}>
      <div className="site-narrow">
        <h2 id={headingId} className="site-heading">
          {registerCall.title}
        </h2>
        <p className="site-lead">{registerCall.text}</p>
        <Link to="/welcome" className="site-button">
          {hero.registerNow}
        </Link>
      </div>
    </section>
  );
}
