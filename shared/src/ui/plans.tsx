// Build-time entry `@portal/shared/ui/plans`: the plans of GET /api/subscription-plans, loaded once the same way
// wherever a remote lists them (onboarding's plan step, the payments remote's upgrade), under one SWR key holding
// one thing: every plan, as the API answers (a page filters what it shows).
import type { ReactNode } from 'react';
import useSWR from 'swr';
import { apiFetcher } from '@portal/shared';
import { envelope, subscriptionPlanList, type SubscriptionPlan } from '../contracts';
import { sharedMessages as texts } from '../texts';
import { LoadOrRetry } from './LoadOrRetry';

const plansEnvelope = envelope(subscriptionPlanList);

/** GET /api/subscription-plans (spec section 7): every plan, checked against the shared contract. */
export function useSubscriptionPlans() {
  return useSWR<SubscriptionPlan[]>(
    '/subscription-plans',
    async (path: string) => plansEnvelope.parse(await apiFetcher(path)).data,
    // The price list does not change while the page is open.
    { revalidateOnFocus: false },
  );
}

type PlansLoaderProps = {
  /** What `useSubscriptionPlans` answered; the page keeps it, as it may read the plans itself. */
  plans: ReturnType<typeof useSubscriptionPlans>;
  /** What the page shows once the plans are in. */
  children: (plans: SubscriptionPlan[]) => ReactNode;
};

/** A spinner while the plans load, the failure with a retry, else the page. */
export function PlansLoader({ plans, children }: PlansLoaderProps) {
  return (
    <LoadOrRetry state={plans} failed={texts.plansFetchFailed}>
      {children}
    </LoadOrRetry>
  );
}
