import { SubscribersList } from '../features/subscribers';

/** /subscribers (super admin), exposed as ./Subscribers. */
export default function Subscribers() {
  return <SubscribersList />;
}
