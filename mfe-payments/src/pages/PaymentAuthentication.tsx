import { LocalAuthentication } from '../features/card-payment';

/** /payment-authentication: the local test provider's bank page. */
export default function PaymentAuthentication() {
  return <LocalAuthentication />;
}
