import useSWR from 'swr';
import { apiFetcher } from '@portal/shared';
import { envelope, subscriptionPlanList, type SubscriptionPlan } from '@portal/shared/contracts';

const plansEnvelope = envelope(subscriptionPlanList);

/** GET /api/subscription-plans: the paid plans a candidate can move to (Silver and Gold). */
export function usePaidPlans() {
  return useSWR<SubscriptionPlan[]>(
    '/subscription-plans',
    async (path: string) => plansEnvelope.parse(await apiFetcher(path)).data.filter((plan) => plan.price > 0),
    { revalidateOnFocus: false },
  );
}
