import './zod-config';
import { z } from 'zod';
import { emailSchema, newPasswordSchema, personNameSchema, verificationCodeSchema } from './auth';
import { phoneNumberSchema } from './profile';
import { sharedMessages } from '../texts';

/** PATCH /api/user/profile-details: the settings tab My Profile (every role): names and phone, all required. */
export const profileDetailsRequest = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  phoneNumber: phoneNumberSchema,
});
export type ProfileDetailsRequest = z.input<typeof profileDetailsRequest>;

/** PATCH /api/user/change-password (spec section 7): the old one must match, the new one follows the sign-up rule. */
export const changePasswordRequest = z.object({
  oldPassword: z
    .string({ error: sharedMessages.oldPasswordRequired })
    .min(1, sharedMessages.oldPasswordRequired)
    .max(128, sharedMessages.oldPasswordIncorrect),
  newPassword: newPasswordSchema,
});
export type ChangePasswordRequest = z.input<typeof changePasswordRequest>;

/** The answer of a password change: a token for this session (every other one has ended). */
export const changePasswordAnswer = z.object({ token: z.string() });

/** POST /api/user/email-change: confirmed by the current password, a six-digit code goes to the new address. */
export const emailChangeRequest = z.object({
  newEmail: emailSchema,
  password: z
    .string({ error: sharedMessages.currentPasswordRequired })
    .min(1, sharedMessages.currentPasswordRequired)
    .max(128, sharedMessages.currentPasswordIncorrect),
});
export type EmailChangeRequest = z.input<typeof emailChangeRequest>;

/** POST /api/user/email-change/confirm: the code from the new address; only then the e-mail changes. */
export const emailChangeConfirmRequest = z.object({ code: verificationCodeSchema });
export type EmailChangeConfirmRequest = z.input<typeof emailChangeConfirmRequest>;

/** Largest side of a stored profile photo (spec section 9: 'max 400 x 400px'). */
export const profilePhotoMaxSide = 400;
/** Bytes a photo upload may have before it is re-encoded. */
export const profilePhotoMaxBytes = 5 * 1024 * 1024;

/** POST /api/user/delete-account (beyond the spec): the candidate's password confirms it. */
export const deleteAccountRequest = z.object({
  password: z
    .string({ error: 'Please enter your password.' })
    .min(1, 'Please enter your password.')
    .max(128, 'The password is not correct.'),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequest>;
