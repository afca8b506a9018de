import type { User } from '@portal/shared';

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
