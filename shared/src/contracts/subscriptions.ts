import './zod-config';
import { z } from 'zod';
import { sharedMessages } from '../texts';
import { page } from './envelope';

/** Month abbreviations the pricing page offers (spec section 9). */
export const monthNames = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;
export type MonthName = (typeof monthNames)[number];

/**
 * POST /api/subscription (spec section 7). `selectedPlan` is the plan's `_id` (or its name);
 * months are three-letter months, ignored for the Free trial.
 */
export const subscriptionRequest = z.object({
  selectedPlan: z
    .string({ error: sharedMessages.selectPlan })
    .trim()
    .min(1, sharedMessages.selectPlan)
    .max(100, sharedMessages.invalidPlan),
  months: z
    .array(z.enum(monthNames, { error: sharedMessages.invalidMonth }))
    .max(12)
    .default([]),
});
export type SubscriptionRequest = z.input<typeof subscriptionRequest>;

/** A subscription record (spec section 3): the first period holds start, expiry and whether it is active. */
export const subscriptionSchema = z.object({
  _id: z.string(),
  user: z.string(),
  plan: z.string(),
  planName: z.string(),
  period: z.array(z.object({ start_date: z.string(), exp_date: z.string(), active: z.boolean() })),
  createdAt: z.string(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /api/subscriptions?user=&page= answers `data.data` as a page of records (spec section 7). */
export const subscriptionList = z.object({ data: page(subscriptionSchema) });
