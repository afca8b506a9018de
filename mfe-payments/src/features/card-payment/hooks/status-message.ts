import type { PaymentStatus } from '@portal/shared/contracts';
import { messages } from '../../../texts';

/** Spec section 4: what /completepayment says for each PaymentIntent status. */
export function statusMessage(status: PaymentStatus | null): string {
  switch (status) {
    case 'succeeded':
      return messages.paymentSucceeded;
    case 'processing':
      return messages.paymentProcessing;
    case 'requires_payment_method':
      return messages.paymentUnsuccessful;
    default:
      return messages.paymentSomethingWrong;
  }
}
