import { platformLimitMessage, type SubscriptionPlan } from '@portal/shared/contracts';
import { messages } from '../texts';

/** How many platforms the candidate's plan lets them hand over, or why that cannot be told. */
export type PlatformAllowance = { limit: number; tooMany: string } | { problem: string };

/**
 * Spec section 5: Free allows one platform ('Free plan allows only one platform.'), other plans their
 * own limit; no plan is 'Please select a plan.', an unknown one 'Invalid plan selection.'. The server
 * enforces the same limit.
 */
export function platformAllowance(planName: string | null, plans: readonly SubscriptionPlan[]): PlatformAllowance {
  if (!planName) return { problem: messages.selectPlan };
  const plan = plans.find((candidate) => candidate.planName === planName);
  if (!plan) return { problem: messages.invalidPlan };
  return { limit: plan.platformLimit, tooMany: platformLimitMessage(plan.planName, plan.platformLimit) };
}
