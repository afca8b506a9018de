import type { User } from '@portal/shared';
import type { SentBody } from '@portal/shared/testing/jest';

/** A freshly verified candidate: nothing of onboarding done yet. */
export function candidate(overrides: Partial<User> = {}): User {
  return {
    _id: '665f1c2e9b1d8a0012345678',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    role: 'user',
    emailVerified: true,
    phoneNumber: null,
    address: null,
    location: null,
    workState: [],
    jobTitle: [],
    experienceLevel: null,
    salaryRange: null,
    profilePicture: null,
    status: 'active',
    accountOfficer: false,
    subscription: null,
    step2: false,
    step3: false,
    step4: false,
    step5: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** The `{ success, data: { token, ...user } }` answer of sign-in and e-mail verification. */
export function sessionReply(user: User, token = 'header.payload.signature') {
  return { body: { success: true, data: { token, ...user } } };
}

/** GET /api/user/me after a step: the user with the flags the server has set. */
export function meReply(user: User) {
  return { body: { success: true, data: user } };
}

export { seededPlans, plansReply } from '@portal/shared/testing';

/** GET /api/auth/config, which Login and Register read on their own: the Google client id, null when Google sign-in is off. */
export function authConfig(googleClientId: string | null = null) {
  return { 'GET /auth/config': { body: { success: true, data: { googleClientId } } } };
}

/** What the page sent besides reading that configuration. */
export const withoutConfig = (bodies: SentBody[]): SentBody[] =>
  bodies.filter((call) => call.path !== '/api/auth/config');
