/** Every text this app shows, verbatim from the spec where it gives one; texts other apps show too come from @portal/shared/texts. */
import { sharedMessages } from '@portal/shared/texts';

export const messages = {
  ...sharedMessages,
  // Onboarding after sign-up: profile, documents, plans, platforms (sections 5, 8; phoneInvalid and invalidMonth are ours)
  subscriptionFetchFailed: 'Failed to fetch subscription data.',
} as const;
