import './zod-config';
import { z } from 'zod';
import { fillMessage, sharedMessages } from '../texts';

import { planNames } from '../plan-names';

export { planNames, planFilters, isPlanName, type PlanName, type PlanFilter } from '../plan-names';

/** A subscription plan (spec sections 3 and 9); `applicationLimit` null means unlimited. */
export const subscriptionPlanSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.enum(planNames),
  planName: z.enum(planNames),
  price: z.number(),
  applicationLimit: z.number().int().nullable(),
  platformLimit: z.number().int(),
  billing: z.enum(['weekly', 'monthly']),
  trialDays: z.number().int(),
  features: z.array(z.string()),
});
export type SubscriptionPlan = z.infer<typeof subscriptionPlanSchema>;

/** GET /api/subscription-plans answers `data` as this list (the spec reads data.data). */
export const subscriptionPlanList = z.array(subscriptionPlanSchema);

/** Spec section 5: the refusal when a platform would exceed the plan's limit (browser and server, candidate and staff). */
export function platformLimitMessage(planName: string, limit: number): string {
  return planName === 'Free'
    ? sharedMessages.freePlanOnePlatform
    : fillMessage(sharedMessages.platformLimit, { plan: planName, limit });
}
