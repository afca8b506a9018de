import { BillingPage } from '../features/billing';
import { PlanChoice } from '../features/plans';

/** /mysub: the candidate's billing page; its Upgrade Plan modal offers the paid plans. */
export default function Billing() {
  return <BillingPage upgrade={<PlanChoice />} />;
}
