import type { Application } from '../contracts/applications';
import type { CandidateRecord } from '../contracts/candidates';
import type { Page } from '../contracts/envelope';
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
  phoneNumber: '+61400000000',
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

/** A candidate as staff lists show them (user, documents, platforms, plan), for tests and stories of the staff area. */
export const sampleCandidateRecord: CandidateRecord = {
  user: {
    ...candidate,
    _id: '5d7c1a52-3c1e-4a55-9f0b-3f5e2a9b7c11',
    firstName: 'Olivia',
    lastName: 'Brown',
    email: 'olivia.brown@example.com.au',
    phoneNumber: '+61412345678',
    location: 'Brisbane QLD',
    workState: ['Queensland', 'New South Wales'],
    jobTitle: ['Registered Nurse', 'Clinical Nurse'],
    experienceLevel: '5-6 years',
    salaryRange: '$90,000 - $105,000',
    accountOfficer: 'admin-1',
    subscription: 'Silver',
  },
  userDocuments: [
    {
      _id: 'document-cv',
      user: '5d7c1a52-3c1e-4a55-9f0b-3f5e2a9b7c11',
      type: 'pdf',
      title: 'Olivia Brown CV.pdf',
      uri: '/api/document/file/7f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b',
      size: 48213,
      category: 'Resume/CV',
      default: false,
      agree: 'true',
      createdAt: '2026-02-01T00:00:00.000Z',
    },
    {
      _id: 'document-cover',
      user: '5d7c1a52-3c1e-4a55-9f0b-3f5e2a9b7c11',
      type: 'docx',
      title: 'Olivia Brown cover letter.docx',
      uri: '/api/document/file/8a2d3c4b-5e6f-4071-9b8c-0d1e2f3a4b5c',
      size: 20117,
      category: 'Cover Letter',
      default: false,
      agree: 'false',
      createdAt: '2026-02-01T00:00:00.000Z',
    },
  ],
  userPortals: [
    {
      _id: 'portal-seek',
      user: '5d7c1a52-3c1e-4a55-9f0b-3f5e2a9b7c11',
      name: 'Seek',
      hadAnAccount: true,
      agreed: true,
      credential: { email: 'olivia.brown@example.com.au', platform: 'Seek' },
      createdAt: '2026-02-01T00:00:00.000Z',
    },
    {
      _id: 'portal-indeed',
      user: '5d7c1a52-3c1e-4a55-9f0b-3f5e2a9b7c11',
      name: 'Indeed',
      hadAnAccount: false,
      agreed: true,
      credential: null,
      createdAt: '2026-02-01T00:00:00.000Z',
    },
  ],
  planName: 'Silver',
};

/** A list's only page of these rows, as the API answers it (ten a page): a story's or a test's list answer. */
export function onePage<Row>(docs: Row[]): Page<Row> {
  return { docs, totalDocs: docs.length, page: 1, limit: 10, totalPages: docs.length ? 1 : 0, hasNextPage: false };
}
