import {
  api,
  apiFetcher,
  type emailVerificationRequest,
  type forgetPasswordRequest,
  type resendVerificationRequest,
  type resetPasswordRequest,
  type signinRequest,
  type signupRequest,
  type User,
} from '@portal/shared';
import useSWR from 'swr';
import { authConfigSchema, envelope, sessionSchema, type googleSigninRequest } from '@portal/shared/contracts';
import type { Parsed } from '../../../lib/parsed';

/** The auth calls of spec section 7. Payloads are the output of the shared contracts, already checked. */
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

/** POST /api/auth/google: the ID token from Google Identity Services; signs in, or creates the candidate. */
export function googleSignIn(payload: Parsed<typeof googleSigninRequest>): Promise<SignedIn> {
  return readSession(api().post('auth/google', { json: payload }).json());
}

const authConfigEnvelope = envelope(authConfigSchema);

/** GET /api/auth/config: the Google client id the server is configured with, null when Google sign-in is off. */
export function useGoogleClientId() {
  const config = useSWR('/auth/config', async (path: string) => authConfigEnvelope.parse(await apiFetcher(path)).data, {
    revalidateOnFocus: false,
  });
  return { clientId: config.data?.googleClientId ?? null, loading: config.isLoading };
}
