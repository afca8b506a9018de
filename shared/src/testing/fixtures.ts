import type { Application } from '../contracts/applications';
import type { User } from '../contracts/user';
import type { Role } from '../roles';

/** An unsigned JWT whose `exp` is `seconds` from now: enough for the client-side expiry check. */
export function tokenExpiringIn(seconds: number, now: number = Date.now()): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: 'u1', exp: Math.floor(now / 1000) + seconds })}.signature`;
}

/** A complete candidate as the API returns it, for tests and stories. */
export const candidate: User = {
  _id: 'u1',
  firstName: 'Mia',
  lastName: 'Nguyen',
  email: 'mia@example.com',
  role: 'user',
  emailVerified: true,
  phoneNumber: '+61 400 000 000',
  address: '1 George St, Sydney',
  location: 'Sydney',
  workState: ['New South Wales'],
  jobTitle: ['Data Analyst'],
  experienceLevel: '2-4 years',
  salaryRange: null,
  profilePicture: null,
  status: 'active',
  accountOfficer: false,
  subscription: null,
  step2: true,
  step3: true,
  step4: true,
  step5: true,
  createdAt: '2025-01-01T00:00:00.000Z',
};

export function userWithRole(role: Role, overrides: Partial<User> = {}): User {
  return { ...candidate, _id: `${role}-1`, role, ...overrides };
}

/** An application as the API returns it (the CV sent with it included), for tests and stories. */
export const sampleApplication: Application = {
  _id: 'application-1',
  user: candidate._id,
  title: 'Frontend Developer',
  company: 'Atlassian',
  location: 'Sydney NSW',
  description: 'Build accessible React interfaces for collaboration tools used by millions of teams.',
  platform: 'Seek',
  status: 'applied',
  details: {
    appliedDate: '2026-03-05T09:30:00.000Z',
    applicationType: 'Quick Apply',
    level: 'Mid Level',
    duration: 'Permanent',
    salary: '$110,000 - $125,000',
    type: 'Full-Time',
  },
  cvName: 'Mia CV 2025.pdf',
  cvUrl: '/api/document/file/0b6a1f0e-8f8a-4a57-9d0e-1f0c7a1b2c3d',
  createdAt: '2026-03-05T09:31:00.000Z',
};

/** The three plans the server seeds (spec section 9). */
export const seededPlans = [
  {
    _id: 'plan-free',
    id: 'plan-free',
    name: 'Free',
    planName: 'Free',
    price: 0,
    applicationLimit: 10,
    platformLimit: 1,
    billing: 'weekly',
    trialDays: 7,
    features: [],
  },
  {
    _id: 'plan-silver',
    id: 'plan-silver',
    name: 'Silver',
    planName: 'Silver',
    price: 120,
    applicationLimit: 30,
    platformLimit: 2,
    billing: 'monthly',
    trialDays: 0,
    features: ['Tailored CV'],
  },
  {
    _id: 'plan-gold',
    id: 'plan-gold',
    name: 'Gold',
    planName: 'Gold',
    price: 20,
    applicationLimit: null,
    platformLimit: 2,
    billing: 'monthly',
    trialDays: 0,
    features: ['CV revamp', 'Tailored CV', 'Real-time messaging'],
  },
] as const;

export const plansReply = { body: { success: true, data: seededPlans } };
