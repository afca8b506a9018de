import { useId } from 'react';
import { usePageMeta } from '@portal/shared/ui';
import { aboutIntro, aboutMeta, mission, values, whyChooseUs } from '../about-content';
import '../../../components/site.css';
import '../about.css';

function ProgressBar({ label, value }: { label: string; value: number }) {
  const labelId = useId();
  return (
    <div className="progress">
      <div className="progress__label">
        <span id={labelId}>{label}</span>
        <span aria-hidden="true">{value}%</span>
      </div>
      <div
        className="progress__track"
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuenow={value}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuetext={`${value}%`}
      >
        <div className="progress__fill" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

/** `/about`: values, mission and 'Why Choose Us' with progress bars (spec section 2). */
export function AboutUs() {
  usePageMeta(aboutMeta);
  const valuesId = useId();
  const missionId = useId();
  const whyId = useId();
  return (
    <div className="site-page">
      <section className="site-section site-section--white">
        <div className="site-container">
          <h1 className="site-title">{aboutIntro.title}</h1>
          <p className="site-lead">{aboutIntro.lead}</p>
        </div>
      </section>
      <section className="site-section site-section--tinted" aria-labelledby={missionId}>
        <div className="site-narrow">
          <h2 id={missionId} className="site-heading">
            {mission.title}
          </h2>
          <p className="site-lead">{mission.text}</p>
        </div>
      </section>
      <section className="site-section site-section--white" aria-labelledby={valuesId}>
        <div className="site-container">
          <h2 id={valuesId} className="site-heading">
            {values.title}
          </h2>
          <ul className="site-grid">
            {values.items.map((value) => (
              <li key={value.title} className="site-card">
                <h3>{value.title}</h3>
                <p>{value.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="site-section site-section--tinted" aria-labelledby={whyId}>
        <div className="site-narrow">
          <h2 id={whyId} className="site-heading">
            {whyChooseUs.title}
          </h2>
          <p className="site-lead">{whyChooseUs.lead}</p>
          {whyChooseUs.bars.map((bar) => (
            <ProgressBar key={bar.label} label={bar.label} value={bar.value} />
          ))}
        </div>
      </section>
    </div>
  );
}
