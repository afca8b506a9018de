import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePageMeta } from '@portal/shared/ui';
import { ServiceCard } from './ServiceCard';
import { ServiceDetail } from './ServiceDetail';
import { serviceByTitle, services, servicesMeta, servicesPage, type Service } from '../services-content';
import '../../../components/site.css';
import '../services.css';

/** Learn More waits this long before the detail opens (spec section 9). */
export const SERVICE_DETAIL_DELAY_MS = 400;

/**
 * `/services`: the four cards, or one service's detail when `?service=` names a title (any case).
 * Learn More opens the detail after 400 ms and scrolls to top; Back returns to the list, replacing the entry.
 */
export function ServiceCatalogue() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = serviceByTitle(searchParams.get('service'));
  const [opening, setOpening] = useState<string | null>(null);
  // The service whose detail Back left: the list comes back at its card, with focus on its Learn More.
  const returnTo = useRef<string | null>(null);
  const grid = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  usePageMeta(selected ? { title: selected.title, description: selected.description } : servicesMeta);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const learnMore = (service: Service) => {
    if (timer.current) clearTimeout(timer.current);
    setOpening(service.title);
    timer.current = setTimeout(() => {
      setOpening(null);
      setSearchParams({ service: service.title });
      window.scrollTo({ top: 0 });
    }, SERVICE_DETAIL_DELAY_MS);
  };

  const backToList = () => {
    returnTo.current = selected?.title ?? null;
    setSearchParams({}, { replace: true });
  };

  useEffect(() => {
    if (selected || !returnTo.current) return;
    const card = [...(grid.current?.querySelectorAll<HTMLElement>('[data-service]') ?? [])].find(
      (element) => element.dataset.service === returnTo.current,
    );
    card?.scrollIntoView?.({ block: 'center' });
    card?.querySelector('button')?.focus({ preventScroll: true });
    returnTo.current = null;
  }, [selected]);

  return (
    <div className="site-page">
      <section className="site-section site-section--white">
        <div className="site-container">
          {selected ? (
            <ServiceDetail service={selected} onBack={backToList} />
          ) : (
            <>
              <h1 className="site-title">{servicesPage.title}</h1>
              <p className="site-lead">{servicesPage.lead}</p>
              <div className="services-grid" ref={grid}>
                {services.map((service) => (
                  <ServiceCard
                    key={service.title}
                    service={service}
                    opening={opening === service.title}
                    onLearnMore={learnMore}
                  />
                ))}
              </div>
            </>
          )}
        </div>
      </section>
    </div>
  );
}
