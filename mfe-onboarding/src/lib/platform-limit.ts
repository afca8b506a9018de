import { platformLimitMessage, type PlatformLimit } from '@portal/shared/contracts';
import { messages } from '../texts';

/** How many platforms the candidate's plan lets them hand over, or why that cannot be told. */
export type PlatformAllowance = { limit: number; tooMany: string } | { problem: string };

/**
 * Spec section 5: Free allows one platform ('Free plan allows only one platform.'), other plans their own limit, as
 * the server tells it for the plan now (`GET /api/portals/limit`, the limit it enforces); no plan is 'Please select a
 * plan.'.
 */
export function platformAllowance(planLimit: PlatformLimit | null): PlatformAllowance {
  if (!planLimit) return { problem: messages.selectPlan };
  return {
    limit: planLimit.platformLimit,
    tooMany: platformLimitMessage(planLimit.planName, planLimit.platformLimit),
  };
}
