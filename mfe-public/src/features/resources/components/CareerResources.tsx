import { useId } from 'react';
import { usePageMeta } from '@portal/shared/ui';
import {
  governmentServices,
  guides,
  platforms,
  resourcesIntro,
  resourcesMeta,
  type ExternalResource,
} from '../resources-content';
import '../../../components/site.css';
import '../resources.css';

function ResourceCard({ resource }: { resource: ExternalResource }) {
  return (
    <li className="site-card resource-card">
      <h3>{resource.name}</h3>
      <p>{resource.description}</p>
      <p className="resource-card__tip">{resource.tip}</p>
      <a href={resource.url} rel="noopener noreferrer">
        {resourcesIntro.visit(resource.name)}
      </a>
    </li>
  );
}

/** `/resources`: career guides and the job platforms and services worth knowing (linked from the site shell). */
export function CareerResources() {
  usePageMeta(resourcesMeta);
  const guidesId = useId();
  const platformsId = useId();
  const servicesId = useId();
  return (
    <div className="site-page">
      <section className="site-section site-section--white">
        <div className="site-container">
          <h1 className="site-title">{resourcesIntro.title}</h1>
          <p className="site-lead">{resourcesIntro.lead}</p>
        </div>
      </section>
      <section className="site-section site-section--tinted" aria-labelledby={guidesId}>
        <div className="site-container">
          <h2 id={guidesId} className="site-heading">
            {resourcesIntro.guidesTitle}
          </h2>
          <ul className="site-grid">
            {guides.map((guide) => (
              <li key={guide.title} className="site-card">
                <h3>{guide.title}</h3>
                <p>{guide.intro}</p>
                <ul className="resource-checklist">
                  {guide.checklist.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="site-section site-section--white" aria-labelledby={platformsId}>
        <div className="site-container">
          <h2 id={platformsId} className="site-heading">
            {resourcesIntro.platformsTitle}
          </h2>
          <p className="site-lead">{resourcesIntro.platformsLead}</p>
          <ul className="site-grid">
            {platforms.map((platform) => (
              <ResourceCard key={platform.name} resource={platform} />
            ))}
          </ul>
        </div>
      </section>
      <section className="site-section site-section--tinted" aria-labelledby={servicesId}>
        <div className="site-container">
          <h2 id={servicesId} className="site-heading">
            {resourcesIntro.servicesTitle}
          </h2>
          <ul className="site-grid">
            {governmentServices.map((service) => (
              <ResourceCard key={service.name} resource={service} />
            ))}
          </ul>
        </div>
      </section>
    </div>
  );
}
