/** Every text this app shows, verbatim from the spec where it gives one; texts other apps show too come from @portal/shared/texts. */
import { sharedMessages } from '@portal/shared/texts';

export const messages = {
  ...sharedMessages,
  // Sign-in loop screens (section 2: /welcome … /reset-password); spec words verbatim where it gives them
  welcomeTitle: 'Welcome',
  welcomeIntro: 'Create an account to start your job search, or sign in to continue.',
  // Public site forms: contact (POST /api/contact) and job alerts (POST /api/job-alerts); texts the spec leaves to us
  contactSendFailed: 'Your message could not be sent. Please try again.',
  jobAlertFailed: 'Your job alert could not be saved. Please try again.',
} as const;
