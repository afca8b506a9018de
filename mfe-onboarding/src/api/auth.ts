import {
  api,
  type emailVerificationRequest,
  type forgetPasswordRequest,
  type resendVerificationRequest,
  type resetPasswordRequest,
  type signinRequest,
  type signupRequest,
  type User,
} from '@portal/shared';
import { envelope, sessionSchema } from '@portal/shared/contracts';

/** The auth calls of spec section 7. Payloads are the output of the shared contracts, already checked. */
type Parsed<S extends { parse: (input: unknown) => unknown }> = ReturnType<S['parse']>;

export type SignedIn = { token: string; user: User };

const sessionEnvelope = envelope(sessionSchema);

/** Sign-in and verification answer `data: { token, ...user }`; the store keeps them apart. */
async function readSession(response: Promise<unknown>): Promise<SignedIn> {
  const { data } = sessionEnvelope.parse(await response);
  const { token, ...user } = data;
  return { token, user };
}

export async function signUp(payload: Parsed<typeof signupRequest>): Promise<void> {
  await api().post('auth/signup', { json: payload }).json();
}

export function verifyEmail(payload: Parsed<typeof emailVerificationRequest>): Promise<SignedIn> {
  return readSession(api().post('auth/email-verification', { json: payload }).json());
}

export async function resendVerificationCode(payload: Parsed<typeof resendVerificationRequest>): Promise<void> {
  await api().post('auth/resend-verification-code', { json: payload }).json();
}

export function signIn(payload: Parsed<typeof signinRequest>): Promise<SignedIn> {
  return readSession(api().post('auth/signin', { json: payload }).json());
}

export async function forgetPassword(payload: Parsed<typeof forgetPasswordRequest>): Promise<void> {
  await api().post('auth/forget-password', { json: payload }).json();
}

export async function resetPassword(payload: Parsed<typeof resetPasswordRequest>): Promise<void> {
  await api().post('auth/reset-password', { json: payload }).json();
}
