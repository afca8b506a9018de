import { CareerResources } from '../features/resources';

/** /resources, exposed as ./Resources. */
export default function Resources() {
  return <CareerResources />;
}
