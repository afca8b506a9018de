// /resources: guides, job platforms and government services.
export { CareerResources } from './components/CareerResources';
