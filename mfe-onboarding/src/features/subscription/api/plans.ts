import { api } from '@portal/shared';
import type { SubscriptionPlan } from '@portal/shared/contracts';

/** POST /api/subscription for the Free plan: starts the 7-day trial; the server sets step 4. */
export async function startFreeTrial(plan: SubscriptionPlan): Promise<void> {
  await api()
    .post('subscription', { json: { selectedPlan: plan._id, months: [] } })
    .json();
}
