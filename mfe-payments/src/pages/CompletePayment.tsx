import { PaymentResult } from '../features/card-payment';

/** /completepayment: the provider's return address. */
export default function CompletePayment() {
  return <PaymentResult />;
}
