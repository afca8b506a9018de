// Build-time entry `@portal/shared/plan-names`: the plans by name (spec section 3), without zod, for pages that
// only list them; the contracts validate with the same lists.

export const planNames = ['Free', 'Silver', 'Gold'] as const;
export type PlanName = (typeof planNames)[number];

/** A list's plan filter: every plan, or one of them. */
export const planFilters = ['all', ...planNames] as const;
export type PlanFilter = (typeof planFilters)[number];

export const isPlanName = (value: unknown): value is PlanName => (planNames as readonly unknown[]).includes(value);
