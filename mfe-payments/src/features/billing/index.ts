// The billing feature's public entry: /mysub.
export { BillingPage, currentSubscription } from './components/BillingPage';
