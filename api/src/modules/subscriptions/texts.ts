/** Texts the subscriptions module sends: its answers and its e-mails. */

export const subscriptionMessages = {
  // Onboarding after sign-up: documents, plans, platforms, Google sign-in
  paidPlanNeedsPayment: 'The {plan} plan starts after payment. Choose your months on the pricing page.',
  planActive: 'Your plan is active.',
  paidPlanHeld: 'You have already paid for the {plan} plan, so the 7-day free trial cannot be started.',
  freeTrialUsed: 'Your 7-day free trial has already been used. Choose Silver or Gold to continue.',
} as const;
