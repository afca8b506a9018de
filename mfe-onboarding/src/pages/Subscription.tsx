import { PlanPicker } from '../features/subscription';

/** /subscription, exposed as ./Subscription. */
export default function Subscription() {
  return <PlanPicker />;
}
