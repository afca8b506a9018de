import { sharedMessages } from '@portal/shared/texts';

/** Texts the users module sends: its answers and its e-mails. */

export const userMessages = {
  // Onboarding after sign-up: documents, plans, platforms, Google sign-in
  userNotFound: sharedMessages.userNotFound,
  // Settings: e-mail change (the answers a page shows too are in @portal/shared/texts)
  emailChangeTooManyAttempts: 'Too many wrong codes. Please ask for a new one.',
} as const;

export const userMails = {
  emailChangeCodeSubject: 'Confirm your new Career Portal e-mail address',
  emailChangeCodeBody: (firstName: string, code: string) =>
    `Hello ${firstName},\n\nTo use this address for your Career Portal account, enter the code ${code} in Settings. It expires in 15 minutes.\n\nIf you did not ask for this, ignore this e-mail: nothing changes.`,
  emailChangedSubject: 'Your Career Portal e-mail address was changed',
  emailChangedBody: (firstName: string, newEmail: string) =>
    `Hello ${firstName},\n\nThe e-mail address of your Career Portal account was changed to ${newEmail}. From now on, sign in with that address.\n\nIf you did not do this, contact us at once.`,
} as const;
