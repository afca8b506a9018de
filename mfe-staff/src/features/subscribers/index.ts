// The super admin's subscribers (issue 16): the list with its filters and the assign-admin flow.
export { SubscribersList } from './components/SubscribersList';
