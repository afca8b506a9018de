import './zod-config';
import { z } from 'zod';
import { personNameMax } from '../limits';
import { sharedMessages } from '../texts';

/**
 * Letters and spaces only (spec section 5): letters of any alphabet, with their accents (Zoë, Renée, Nguyễn); at
 * most `personNameMax`, said by its own message (checked first, so a long name of letters is not told 'Letters only').
 */
export const personNameSchema = z
  .string({ error: sharedMessages.lettersOnly })
  .trim()
  .min(1, sharedMessages.lettersOnly)
  .max(personNameMax, { message: sharedMessages.nameTooLong, abort: true })
  .regex(/^[\p{L}\p{M} ]+$/u, sharedMessages.lettersOnly);

/** The longest address SMTP can carry (RFC 5321 path limit). */
export const emailMaxLength = 254;

/**
 * local@label.label…: each part is one character class that excludes its separator, so there is one way to
 * match any input and the regex engine never backtracks (linear time whatever the input).
 */
export const emailPattern = /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/;

/** The length is checked first and aborts: the pattern never sees an oversized value. */
export const emailSchema = z
  .string({ error: sharedMessages.validEmail })
  .trim()
  .toLowerCase()
  .max(emailMaxLength, { message: sharedMessages.validEmail, abort: true })
  .regex(emailPattern, sharedMessages.validEmail);

/** At least 8, one of each class, only letters, digits and @$!%*?& (spec section 5). */
export const newPasswordSchema = z
  .string({ error: sharedMessages.passwordRule })
  .max(128, sharedMessages.passwordRule)
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/, sharedMessages.passwordRule);

export const signupRequest = z.object({
  firstName: personNameSchema,
  lastName: personNameSchema,
  email: emailSchema,
  password: newPasswordSchema,
  agreed: z.literal(true, { error: sharedMessages.agreeToTerms }),
  role: z.literal('user', { error: sharedMessages.signupRoleRefused }).default('user'),
});
export type SignupRequest = z.input<typeof signupRequest>;

export const signinRequest = z.object({
  email: z
    .string({ error: sharedMessages.loginRequired })
    .trim()
    .toLowerCase()
    .min(1, sharedMessages.loginRequired)
    .max(254),
  password: z.string({ error: sharedMessages.loginRequired }).min(1, sharedMessages.loginRequired).max(128),
  rememberMe: z.boolean().optional().default(false),
});
export type SigninRequest = z.input<typeof signinRequest>;

export const verificationCodeSchema = z
  .string({ error: sharedMessages.codeRequired })
  .trim()
  .min(1, sharedMessages.codeRequired)
  .regex(/^\d{6}$/, sharedMessages.codeFormat);

export const emailVerificationRequest = z.object({
  email: emailSchema,
  token: verificationCodeSchema,
});
export type EmailVerificationRequest = z.input<typeof emailVerificationRequest>;

export const resendVerificationRequest = z.object({
  email: z
    .string({ error: sharedMessages.resendEmailRequired })
    .trim()
    .min(1, sharedMessages.resendEmailRequired)
    .pipe(emailSchema),
});
export type ResendVerificationRequest = z.input<typeof resendVerificationRequest>;

export const forgetPasswordRequest = z.object({ email: emailSchema });
export type ForgetPasswordRequest = z.input<typeof forgetPasswordRequest>;

export const resetPasswordRequest = z.object({
  email: emailSchema,
  password: newPasswordSchema,
  token: z.string({ error: sharedMessages.resetTokenMissing }).trim().min(1, sharedMessages.resetTokenMissing).max(200),
});
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;

/** POST /api/auth/google: the ID token Google Identity Services hands the browser (its `credential`). */
export const googleSigninRequest = z.object({
  credential: z
    .string({ error: sharedMessages.googleTokenInvalid })
    .trim()
    .min(1, sharedMessages.googleTokenInvalid)
    .max(8192),
  rememberMe: z.boolean().optional().default(false),
});
export type GoogleSigninRequest = z.input<typeof googleSigninRequest>;

/** GET /api/auth/config: what the browser needs to offer sign-in; null means Google sign-in is off. */
export const authConfigSchema = z.object({ googleClientId: z.string().nullable() });
export type AuthConfig = z.infer<typeof authConfigSchema>;
