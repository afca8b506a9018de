/** Texts the subscriptions module sends: its answers and its e-mails. */

export const subscriptionMessages = {
  // Onboarding after sign-up: documents, plans, platforms, Google sign-in
  paidPlanNeedsPayment: 'The {plan} plan starts after payment. Choose your months on the pricing page.',
  planActive: 'Your plan is active.',
  freeTrialUsed: 'Your 7-day free trial has already been used. Choose Silver or Gold to continue.',
} as const;
