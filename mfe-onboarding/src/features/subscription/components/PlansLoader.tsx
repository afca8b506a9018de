import type { ReactNode } from 'react';
import { Alert, Button, Spin } from 'antd';
import type { SubscriptionPlan } from '@portal/shared/contracts';
import type { useSubscriptionPlans } from '../api/plans';
import { messages } from '../../../texts';

type PlansLoaderProps = {
  /** What `useSubscriptionPlans` answered; the page keeps it, as it may read the plans itself. */
  plans: ReturnType<typeof useSubscriptionPlans>;
  /** What the page shows once the plans are in. */
  children: (plans: SubscriptionPlan[]) => ReactNode;
};

/** The plans from GET /api/subscription-plans: a spinner while they load, the failure with a retry, else the page. */
export function PlansLoader({ plans, children }: PlansLoaderProps) {
  if (plans.error)
    return (
      <Alert
        type="error"
        role="alert"
        title={messages.plansFetchFailed}
        action={<Button onClick={() => void plans.mutate()}>{messages.retry}</Button>}
      />
    );
  if (!plans.data) return <Spin aria-label={messages.loading} />;
  return children(plans.data);
}
