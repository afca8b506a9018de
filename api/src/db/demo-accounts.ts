import type { Role } from '@portal/shared/contracts';

/** Password of every demo account (it satisfies the sign-up password rule). */
export const demoPassword = 'Portal@2026';

export type DemoAccount = {
  email: string;
  role: Role;
  firstName: string;
  lastName: string;
  password: string;
};

/**
 * One verified, active account per role, seeded on the first start outside production.
 * The server prints them; the README and the end-to-end suites sign in with them.
 */
export const demoAccounts = {
  superAdmin: {
    email: 'superadmin@portal.test',
    role: 'superAdmin',
    firstName: 'Sam',
    lastName: 'Super',
    password: demoPassword,
  },
  admin: { email: 'admin@portal.test', role: 'admin', firstName: 'Alex', lastName: 'Admin', password: demoPassword },
  candidate: {
    email: 'candidate@portal.test',
    role: 'user',
    firstName: 'Casey',
    lastName: 'Candidate',
    password: demoPassword,
  },
} as const satisfies Record<string, DemoAccount>;

/**
 * The demo admin's colleague (admin2), seeded with the admin desk's demo data (modules/candidates/seed.ts), so the
 * refusals of candidates assigned to someone else can be shown; the server prints it with the others.
 */
export const secondAdmin = {
  email: 'admin2@portal.test',
  role: 'admin',
  firstName: 'Priya',
  lastName: 'Sharma',
  password: demoPassword,
} as const satisfies DemoAccount;

/**
 * The candidate's completed onboarding, so it lands on /dashboard after sign-in: every field the profile step requires
 * (phone with its dial code, as the API stores it; address; states; job title; experience).
 */
export const demoCandidateProfile = {
  phoneNumber: '+61412345678',
  address: '12 Collins Street, Melbourne VIC 3000',
  jobTitle: ['Software Engineer'],
  experienceLevel: '2-4 years',
  workState: ['Victoria'],
} as const;

/** What the demo candidate's finished onboarding left behind (files under api/assets/demo). */
export const demoCandidateOnboarding = {
  documents: [
    { file: 'casey-candidate-cv.pdf', type: 'pdf', category: 'Resume/CV' },
    { file: 'casey-candidate-cover-letter.docx', type: 'docx', category: 'Cover Letter' },
  ],
  platform: { name: 'Indeed', email: 'casey.candidate@example.com', password: 'Indeed@Demo2026' },
} as const;
