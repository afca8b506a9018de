import { ServiceCatalogue } from '../features/services';
export { SERVICE_DETAIL_DELAY_MS } from '../features/services';

/** /services, exposed as ./Services. */
export default function Services() {
  return <ServiceCatalogue />;
}
