/** Texts the users module sends: its answers and its e-mails. */

export const userMessages = {
  // Onboarding after sign-up: documents, plans, platforms, Google sign-in
  userNotFound: 'User not found.',
} as const;
