import useSWR from 'swr';
import { apiFetcher, api } from '@portal/shared';
import { envelope, subscriptionPlanList, type SubscriptionPlan } from '@portal/shared/contracts';

const plansEnvelope = envelope(subscriptionPlanList);
const PLANS_KEY = '/subscription-plans';

/** GET /api/subscription-plans (spec section 7): the plans, checked against the shared contract. */
export function useSubscriptionPlans() {
  return useSWR<SubscriptionPlan[]>(
    PLANS_KEY,
    async (path: string) => plansEnvelope.parse(await apiFetcher(path)).data,
    // The price list does not change while the page is open.
    { revalidateOnFocus: false },
  );
}

/** POST /api/subscription for the Free plan: starts the 7-day trial; the server sets step 4. */
export async function startFreeTrial(plan: SubscriptionPlan): Promise<void> {
  await api()
    .post('subscription', { json: { selectedPlan: plan._id, months: [] } })
    .json();
}
