import { CardPaymentModal } from '../features/card-payment';
import { PricingFlow } from '../features/pricing';

/** /pricing: months, summary, then the card step. */
export default function Pricing() {
  return <PricingFlow renderPayment={(step) => <CardPaymentModal {...step} />} />;
}
