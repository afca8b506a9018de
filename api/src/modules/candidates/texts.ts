import { sharedMessages } from '@portal/shared/texts';

/** Texts the candidates module sends (the spec leaves them to us). */
export const candidateListMessages = {
  adminRequired: 'admin must be an admin id.',
  adminNotFound: sharedMessages.adminNotFound,
} as const;
