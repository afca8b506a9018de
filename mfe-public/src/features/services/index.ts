// /services: the four services and each one's detail.
export { SERVICE_DETAIL_DELAY_MS, ServiceCatalogue } from './components/ServiceCatalogue';
