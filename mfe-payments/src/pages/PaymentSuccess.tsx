import { PaymentSuccess as PaymentSuccessResult } from '../features/card-payment';

/** /payment-success. */
export default function PaymentSuccess() {
  return <PaymentSuccessResult />;
}
