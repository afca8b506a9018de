import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Insertable } from 'kysely';
import type { DocumentCategory, Platform } from '@portal/shared/contracts';
import { secondAdmin } from '../../db/demo-accounts';
import type { DemoSeed } from '../../db/demo-seed';
import { newStorageKey } from '../../providers/document-storage';
import type { ApplicationsTable } from '../applications/tables';
import { contentTypes } from '../documents/file-kind';

const demoAssets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'assets', 'demo');
const dayMs = 24 * 60 * 60 * 1000;

type PlanState = 'Free' | 'Silver' | 'Gold' | 'expired';
type Officer = 'admin' | 'admin2' | null;
type DemoCandidate = {
  firstName: string;
  lastName: string;
  state: string;
  city: string;
  jobTitle: string[];
  experience: string;
  salary: string;
  plan: PlanState;
  officer: Officer;
  platforms: Platform[];
  /** Consent to staff replacing the CV / the cover letter; null: no such document. */
  cvAgree: boolean | null;
  coverAgree: boolean | null;
  /** Applications (days ago of each). */
  applied: number[];
};

const states: Record<string, string> = {
  NSW: 'New South Wales',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  TAS: 'Tasmania',
  NT: 'Northern Territory',
  ACT: 'Australian Capital Territory',
};

/** The Free candidate at their quota: ten applications in the last seven days. */
export const freeAtQuota = { firstName: 'Liam', lastName: 'Walker' } as const;
const tenThisWeek = [0, 0, 1, 1, 2, 3, 3, 4, 5, 6];
const silverNearQuota = Array.from({ length: 25 }, (_, index) => index);

// prettier-ignore
const candidates: DemoCandidate[] = [
  { firstName: 'Olivia', lastName: 'Brown', state: 'QLD', city: 'Brisbane', jobTitle: ['Registered Nurse', 'Clinical Nurse'], experience: '5-6 years', salary: '$90,000 - $105,000', plan: 'Silver', officer: 'admin', platforms: ['Seek', 'LinkedIn'], cvAgree: true, coverAgree: true, applied: [2, 9, 16, 30] },
  { firstName: freeAtQuota.firstName, lastName: freeAtQuota.lastName, state: 'NSW', city: 'Sydney', jobTitle: ['Retail Store Manager'], experience: '2-4 years', salary: '$65,000 - $75,000', plan: 'Free', officer: 'admin', platforms: ['Seek'], cvAgree: true, coverAgree: false, applied: tenThisWeek },
  { firstName: 'Charlotte', lastName: 'Nguyen', state: 'VIC', city: 'Melbourne', jobTitle: ['Data Analyst', 'Business Analyst'], experience: '2-4 years', salary: '$85,000 - $100,000', plan: 'Gold', officer: 'admin', platforms: ['Seek', 'Indeed'], cvAgree: true, coverAgree: true, applied: [1, 3, 8, 12, 20] },
  { firstName: 'Noah', lastName: 'Wilson', state: 'WA', city: 'Perth', jobTitle: ['Mining Engineer'], experience: '7 years above', salary: '$150,000 - $180,000', plan: 'Gold', officer: 'admin', platforms: ['LinkedIn', 'Seek'], cvAgree: false, coverAgree: false, applied: [4] },
  { firstName: 'Amelia', lastName: 'Taylor', state: 'SA', city: 'Adelaide', jobTitle: ['Primary School Teacher'], experience: '5-6 years', salary: '$80,000 - $95,000', plan: 'Free', officer: 'admin', platforms: ['Indeed'], cvAgree: true, coverAgree: true, applied: [1, 2, 5] },
  { firstName: 'Jack', lastName: 'Thompson', state: 'NSW', city: 'Newcastle', jobTitle: ['Electrician'], experience: '7 years above', salary: '$95,000 - $110,000', plan: 'Silver', officer: 'admin', platforms: ['Seek', 'Jora'], cvAgree: true, coverAgree: false, applied: silverNearQuota },
  { firstName: 'Isla', lastName: 'Martin', state: 'TAS', city: 'Hobart', jobTitle: ['Marketing Coordinator'], experience: '0-1 years', salary: '$60,000 - $68,000', plan: 'Free', officer: 'admin', platforms: [], cvAgree: true, coverAgree: true, applied: [] },
  { firstName: 'William', lastName: 'Anderson', state: 'ACT', city: 'Canberra', jobTitle: ['Policy Officer', 'Project Officer'], experience: '2-4 years', salary: '$88,000 - $98,000', plan: 'Silver', officer: 'admin', platforms: ['LinkedIn'], cvAgree: true, coverAgree: true, applied: [6, 11] },
  { firstName: 'Mia', lastName: 'White', state: 'VIC', city: 'Geelong', jobTitle: ['Accountant'], experience: '5-6 years', salary: '$90,000 - $100,000', plan: 'expired', officer: 'admin', platforms: ['Seek'], cvAgree: true, coverAgree: false, applied: [15, 19] },
  { firstName: 'Thomas', lastName: 'Harris', state: 'QLD', city: 'Gold Coast', jobTitle: ['Chef'], experience: '2-4 years', salary: '$62,000 - $70,000', plan: 'Free', officer: 'admin', platforms: ['Jora'], cvAgree: false, coverAgree: null, applied: [0, 2] },
  { firstName: 'Grace', lastName: 'Clarke', state: 'NSW', city: 'Wollongong', jobTitle: ['Physiotherapist'], experience: '5-6 years', salary: '$85,000 - $98,000', plan: 'Gold', officer: 'admin', platforms: ['Seek', 'Indeed'], cvAgree: true, coverAgree: true, applied: [3, 10, 24] },
  { firstName: 'Lucas', lastName: 'Robinson', state: 'NT', city: 'Darwin', jobTitle: ['Civil Engineer'], experience: '7 years above', salary: '$120,000 - $140,000', plan: 'Silver', officer: 'admin', platforms: [], cvAgree: true, coverAgree: false, applied: [] },
  { firstName: 'Ava', lastName: 'Lee', state: 'VIC', city: 'Ballarat', jobTitle: ['Customer Service Officer'], experience: '0-1 years', salary: '$55,000 - $62,000', plan: 'Free', officer: 'admin', platforms: ['Indeed'], cvAgree: true, coverAgree: true, applied: [8] },
  { firstName: 'Oliver', lastName: 'King', state: 'SA', city: 'Mount Gambier', jobTitle: ['Diesel Mechanic'], experience: '5-6 years', salary: '$80,000 - $92,000', plan: 'Gold', officer: 'admin', platforms: ['Seek', 'Glassdoor'], cvAgree: true, coverAgree: true, applied: [1] },
  { firstName: 'Chloe', lastName: 'Wright', state: 'QLD', city: 'Townsville', jobTitle: ['Dental Assistant'], experience: '2-4 years', salary: '$58,000 - $65,000', plan: 'Silver', officer: 'admin', platforms: ['Seek'], cvAgree: false, coverAgree: true, applied: [5, 13, 21] },
  { firstName: 'Henry', lastName: 'Scott', state: 'WA', city: 'Bunbury', jobTitle: ['Warehouse Supervisor'], experience: '5-6 years', salary: '$70,000 - $80,000', plan: 'Free', officer: 'admin', platforms: ['Jora'], cvAgree: true, coverAgree: true, applied: [] },
  { firstName: 'Sophie', lastName: 'Green', state: 'NSW', city: 'Parramatta', jobTitle: ['HR Advisor'], experience: '2-4 years', salary: '$82,000 - $92,000', plan: 'Gold', officer: 'admin', platforms: ['LinkedIn', 'Indeed'], cvAgree: true, coverAgree: true, applied: [0, 7, 14] },
  { firstName: 'James', lastName: 'Baker', state: 'VIC', city: 'Bendigo', jobTitle: ['Software Tester'], experience: '0-1 years', salary: '$70,000 - $78,000', plan: 'expired', officer: 'admin', platforms: ['Seek'], cvAgree: true, coverAgree: true, applied: [12] },
  { firstName: 'Zoe', lastName: 'Adams', state: 'ACT', city: 'Belconnen', jobTitle: ['Graphic Designer'], experience: '2-4 years', salary: '$68,000 - $76,000', plan: 'Silver', officer: 'admin', platforms: ['Glassdoor'], cvAgree: true, coverAgree: false, applied: [2, 4] },
  { firstName: 'Ethan', lastName: 'Mitchell', state: 'QLD', city: 'Cairns', jobTitle: ['Tour Guide', 'Hospitality Supervisor'], experience: '0-1 years', salary: '$55,000 - $60,000', plan: 'Free', officer: 'admin', platforms: ['Indeed'], cvAgree: true, coverAgree: true, applied: [3] },
  // The second admin's candidates (refusals for the demo admin).
  { firstName: 'Ruby', lastName: 'Campbell', state: 'NSW', city: 'Sydney', jobTitle: ['Pharmacist'], experience: '5-6 years', salary: '$95,000 - $110,000', plan: 'Gold', officer: 'admin2', platforms: ['Seek'], cvAgree: true, coverAgree: true, applied: [1, 9] },
  { firstName: 'Leo', lastName: 'Roberts', state: 'VIC', city: 'Melbourne', jobTitle: ['Barista'], experience: '0-1 years', salary: '$50,000 - $56,000', plan: 'Free', officer: 'admin2', platforms: ['Jora'], cvAgree: true, coverAgree: false, applied: [2] },
  { firstName: 'Ella', lastName: 'Turner', state: 'QLD', city: 'Brisbane', jobTitle: ['Social Worker'], experience: '2-4 years', salary: '$78,000 - $88,000', plan: 'Silver', officer: 'admin2', platforms: ['Seek', 'Indeed'], cvAgree: true, coverAgree: true, applied: [] },
  { firstName: 'Max', lastName: 'Phillips', state: 'WA', city: 'Perth', jobTitle: ['Plumber'], experience: '7 years above', salary: '$90,000 - $105,000', plan: 'Gold', officer: 'admin2', platforms: ['LinkedIn'], cvAgree: false, coverAgree: false, applied: [6] },
  { firstName: 'Sienna', lastName: 'Evans', state: 'SA', city: 'Adelaide', jobTitle: ['Paralegal'], experience: '2-4 years', salary: '$65,000 - $72,000', plan: 'Free', officer: 'admin2', platforms: ['Indeed'], cvAgree: true, coverAgree: true, applied: [] },
  { firstName: 'Harrison', lastName: 'Collins', state: 'NSW', city: 'Penrith', jobTitle: ['Truck Driver'], experience: '5-6 years', salary: '$75,000 - $85,000', plan: 'Silver', officer: 'admin2', platforms: ['Seek'], cvAgree: true, coverAgree: null, applied: [3, 17] },
  { firstName: 'Matilda', lastName: 'Stewart', state: 'TAS', city: 'Launceston', jobTitle: ['Aged Care Worker'], experience: '2-4 years', salary: '$58,000 - $64,000', plan: 'expired', officer: 'admin2', platforms: ['Indeed'], cvAgree: true, coverAgree: true, applied: [] },
  { firstName: 'Hudson', lastName: 'Morris', state: 'VIC', city: 'Frankston', jobTitle: ['IT Support Officer'], experience: '0-1 years', salary: '$62,000 - $70,000', plan: 'Free', officer: 'admin2', platforms: ['Seek'], cvAgree: true, coverAgree: true, applied: [0] },
  { firstName: 'Evie', lastName: 'Cook', state: 'QLD', city: 'Toowoomba', jobTitle: ['Veterinary Nurse'], experience: '2-4 years', salary: '$60,000 - $66,000', plan: 'Gold', officer: 'admin2', platforms: ['Glassdoor'], cvAgree: true, coverAgree: true, applied: [4, 8] },
  { firstName: 'Archie', lastName: 'Bell', state: 'NT', city: 'Alice Springs', jobTitle: ['Youth Worker'], experience: '2-4 years', salary: '$70,000 - $78,000', plan: 'Silver', officer: 'admin2', platforms: ['Seek'], cvAgree: true, coverAgree: true, applied: [] },
  { firstName: 'Willow', lastName: 'Murphy', state: 'ACT', city: 'Canberra', jobTitle: ['Research Assistant'], experience: '0-1 years', salary: '$68,000 - $74,000', plan: 'Free', officer: 'admin2', platforms: ['LinkedIn'], cvAgree: true, coverAgree: false, applied: [1] },
  { firstName: 'Oscar', lastName: 'Kelly', state: 'NSW', city: 'Albury', jobTitle: ['Carpenter'], experience: '7 years above', salary: '$85,000 - $95,000', plan: 'Gold', officer: 'admin2', platforms: ['Seek', 'Jora'], cvAgree: true, coverAgree: true, applied: [2, 5] },
  // Not assigned yet.
  { firstName: 'Ivy', lastName: 'Cooper', state: 'VIC', city: 'Melbourne', jobTitle: ['UX Designer'], experience: '2-4 years', salary: '$95,000 - $110,000', plan: 'Silver', officer: null, platforms: ['LinkedIn'], cvAgree: true, coverAgree: true, applied: [] },
  { firstName: 'Hunter', lastName: 'Richardson', state: 'QLD', city: 'Sunshine Coast', jobTitle: ['Landscaper'], experience: '2-4 years', salary: '$58,000 - $65,000', plan: 'Free', officer: null, platforms: ['Jora'], cvAgree: true, coverAgree: null, applied: [] },
  { firstName: 'Georgia', lastName: 'Cox', state: 'NSW', city: 'Sydney', jobTitle: ['Recruitment Consultant'], experience: '5-6 years', salary: '$80,000 - $95,000', plan: 'Gold', officer: null, platforms: ['Seek', 'LinkedIn'], cvAgree: true, coverAgree: true, applied: [] },
  { firstName: 'Finn', lastName: 'Howard', state: 'WA', city: 'Fremantle', jobTitle: ['Deckhand'], experience: '0-1 years', salary: '$55,000 - $65,000', plan: 'Free', officer: null, platforms: [], cvAgree: true, coverAgree: true, applied: [] },
  { firstName: 'Harper', lastName: 'Ward', state: 'SA', city: 'Whyalla', jobTitle: ['Laboratory Technician'], experience: '2-4 years', salary: '$64,000 - $72,000', plan: 'expired', officer: null, platforms: ['Indeed'], cvAgree: false, coverAgree: false, applied: [] },
  { firstName: 'Levi', lastName: 'Torres', state: 'VIC', city: 'Shepparton', jobTitle: ['Farm Hand'], experience: '0-1 years', salary: '$50,000 - $55,000', plan: 'Free', officer: null, platforms: ['Jora'], cvAgree: true, coverAgree: true, applied: [] },
  { firstName: 'Aria', lastName: 'Peterson', state: 'NSW', city: 'Coffs Harbour', jobTitle: ['Receptionist'], experience: '0-1 years', salary: '$52,000 - $58,000', plan: 'Silver', officer: null, platforms: ['Indeed'], cvAgree: true, coverAgree: true, applied: [] },
  { firstName: 'Jasper', lastName: 'Gray', state: 'TAS', city: 'Devonport', jobTitle: ['Forklift Operator'], experience: '2-4 years', salary: '$56,000 - $62,000', plan: 'Gold', officer: null, platforms: ['Seek'], cvAgree: true, coverAgree: true, applied: [] },
];

const jobs = [
  {
    title: 'Store Manager',
    company: 'Woolworths',
    location: 'Sydney NSW',
    level: 'Mid Level',
    salary: '$70,000 - $78,000',
    type: 'Full-Time',
    duration: 'Permanent',
  },
  {
    title: 'Team Leader',
    company: 'Coles',
    location: 'Melbourne VIC',
    level: 'Mid Level',
    salary: '$68,000 - $74,000',
    type: 'Full-Time',
    duration: 'Permanent',
  },
  {
    title: 'Graduate Analyst',
    company: 'Deloitte',
    location: 'Brisbane QLD',
    level: 'Entry Level',
    salary: '$75,000 - $82,000',
    type: 'Full-Time',
    duration: 'Graduate program, 12 months',
  },
  {
    title: 'Project Coordinator',
    company: 'Lendlease',
    location: 'Perth WA',
    level: 'Mid Level',
    salary: '$85,000 - $95,000',
    type: 'Contract',
    duration: '9 months',
  },
  {
    title: 'Customer Support Specialist',
    company: 'Telstra',
    location: 'Adelaide SA',
    level: 'Entry Level',
    salary: '$60,000 - $65,000',
    type: 'Part-Time',
    duration: 'Ongoing, 3 days a week',
  },
  {
    title: 'Operations Officer',
    company: 'Qantas',
    location: 'Canberra ACT',
    level: 'Mid Level',
    salary: '$80,000 - $90,000',
    type: 'Full-Time',
    duration: 'Permanent',
  },
] as const;

const cvFile = { file: 'casey-candidate-cv.pdf', type: 'pdf' } as const;
const coverFile = { file: 'casey-candidate-cover-letter.docx', type: 'docx' } as const;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z]+/g, '');
export const demoCandidateEmail = (firstName: string, lastName: string) =>
  `${slug(firstName)}.${slug(lastName)}@mail.portal.test`;

/**
 * Issue 15's demo data: a second admin and about 40 more candidates with varied plans, states and job titles;
 * 20 assigned to the demo admin (documents, platforms, applications; one Free candidate at its quota, one Silver
 * near it, two with no platform, two expired), 12 to the second admin, 8 not assigned yet. They sign in with the
 * demo password. Idempotent: nothing is written when the second admin exists.
 */
const seed: DemoSeed = {
  order: 30,
  async run({ db, storage, cipher, accounts }) {
    const existing = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', secondAdmin.email)
      .executeTakeFirst();
    if (existing) return;
    const demo = await db
      .selectFrom('users')
      .select('password_hash')
      .where('id', '=', accounts.admin)
      .executeTakeFirstOrThrow();
    const plans = await db.selectFrom('subscription_plans').selectAll().execute();
    const planId = (name: string) => plans.find((plan) => plan.name === name)!.id;
    const [cvContent, coverContent] = await Promise.all(
      [cvFile, coverFile].map((file) => fs.promises.readFile(path.join(demoAssets, file.file))),
    );
    const stored: string[] = [];
    try {
      // One file per document (a replacement deletes its own file), written before the rows that name them.
      const files = await Promise.all(
        candidates.flatMap((candidate) =>
          (
            [
              ['Resume/CV', candidate.cvAgree, cvFile, cvContent],
              ['Cover Letter', candidate.coverAgree, coverFile, coverContent],
            ] as const
          )
            .filter(([, agree]) => agree !== null)
            .map(async ([category, agree, file, content]) => {
              const key = newStorageKey(file.type);
              await storage.putBuffer(key, content!, contentTypes[file.type]);
              stored.push(key);
              return {
                candidate,
                category: category as DocumentCategory,
                agree: agree!,
                file,
                key,
                size: content!.length,
              };
            }),
        ),
      );
      await db.transaction().execute(async (trx) => {
        const admin2 = await trx
          .insertInto('users')
          .values({
            first_name: secondAdmin.firstName,
            last_name: secondAdmin.lastName,
            email: secondAdmin.email,
            role: 'admin',
            email_verified: true,
            password_hash: demo.password_hash,
            phone_number: '+61 2 9000 1234',
            status: 'active',
            step2: true,
            step3: true,
            step4: true,
            step5: true,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const officers: Record<Exclude<Officer, null>, string> = { admin: accounts.admin, admin2: admin2.id };
        const now = Date.now();
        const users = await trx
          .insertInto('users')
          .values(
            candidates.map((candidate, index) => ({
              first_name: candidate.firstName,
              last_name: candidate.lastName,
              email: demoCandidateEmail(candidate.firstName, candidate.lastName),
              role: 'user' as const,
              email_verified: true,
              password_hash: demo.password_hash,
              phone_number: `+61 4${String(10 + index).padStart(2, '0')} ${String(100 + index * 7).slice(-3)} ${String(300 + index * 13).slice(-3)}`,
              address: `${12 + index} ${['George', 'Collins', 'Queen', 'King William', 'Hay', 'Elizabeth', 'Smith', 'Northbourne'][index % 8]} St, ${candidate.city}`,
              location: `${candidate.city} ${candidate.state}`,
              work_state: [states[candidate.state]!],
              job_title: candidate.jobTitle,
              experience_level: candidate.experience,
              salary_range: candidate.salary,
              account_officer: candidate.officer ? officers[candidate.officer] : null,
              subscription: candidate.plan === 'expired' ? 'Free' : candidate.plan,
              status: 'active' as const,
              step2: true,
              step3: true,
              step4: true,
              step5: candidate.platforms.length > 0,
              // A minute apart, newest first in the order of this list.
              created_at: new Date(now - 40 * dayMs + (candidates.length - index) * 60_000),
            })),
          )
          .returning(['id', 'email'])
          .execute();
        const idOf = (candidate: DemoCandidate) =>
          users.find((user) => user.email === demoCandidateEmail(candidate.firstName, candidate.lastName))!.id;

        await trx
          .insertInto('subscriptions')
          .values(
            candidates.map((candidate) => {
              const id = idOf(candidate);
              if (candidate.plan === 'expired')
                return {
                  user_id: id,
                  plan_id: planId('Free'),
                  plan_name: 'Free',
                  kind: 'trial' as const,
                  start_date: new Date(now - 20 * dayMs),
                  exp_date: new Date(now - 13 * dayMs),
                  active: false,
                };
              if (candidate.plan === 'Free')
                return {
                  user_id: id,
                  plan_id: planId('Free'),
                  plan_name: 'Free',
                  kind: 'trial' as const,
                  start_date: new Date(now - 3 * dayMs),
                  exp_date: new Date(now + 4 * dayMs),
                };
              return {
                user_id: id,
                plan_id: planId(candidate.plan),
                plan_name: candidate.plan,
                kind: 'paid' as const,
                start_date: new Date(now - 35 * dayMs),
                exp_date: new Date(now + 25 * dayMs),
              };
            }),
          )
          .execute();

        const uploads = await trx
          .insertInto('uploads')
          .values(
            files.map((file) => ({
              user_id: idOf(file.candidate),
              storage_key: file.key,
              type: file.file.type,
              size: file.size,
              original_name: file.file.file,
              category: file.category,
            })),
          )
          .returning(['id', 'storage_key'])
          .execute();
        const documents = await trx
          .insertInto('documents')
          .values(
            files.map((file) => ({
              user_id: idOf(file.candidate),
              upload_id: uploads.find((upload) => upload.storage_key === file.key)!.id,
              type: file.file.type,
              title: `${file.candidate.firstName} ${file.candidate.lastName} ${file.category === 'Resume/CV' ? 'CV' : 'cover letter'}.${file.file.type}`,
              size: file.size,
              category: file.category,
              agree: file.agree ? ('true' as const) : ('false' as const),
            })),
          )
          .returning(['user_id', 'upload_id', 'title', 'category'])
          .execute();

        const portals = candidates.flatMap((candidate) =>
          candidate.platforms.map((platform) => {
            const id = idOf(candidate);
            const email = demoCandidateEmail(candidate.firstName, candidate.lastName).replace(
              '@mail.portal.test',
              '@gmail.com',
            );
            return {
              user_id: id,
              name: platform,
              had_an_account: true,
              agreed: true,
              credential_email: email,
              credential_password_encrypted: cipher.encrypt(`${platform}!${candidate.firstName}2026`, id),
            };
          }),
        );
        if (portals.length > 0) await trx.insertInto('portals').values(portals).execute();

        const applications: Insertable<ApplicationsTable>[] = candidates.flatMap((candidate) => {
          const id = idOf(candidate);
          const cv = documents.find((document) => document.user_id === id && document.category === 'Resume/CV');
          const platform = candidate.platforms[0] ?? 'Seek';
          return candidate.applied.map((days, index) => {
            const job = jobs[index % jobs.length]!;
            return {
              user_id: id,
              recorded_by: candidate.officer ? officers[candidate.officer] : null,
              platform,
              title: job.title,
              company: job.company,
              location: job.location,
              description: `${job.title} at ${job.company}, ${job.location}: applied on the candidate's behalf on ${platform}.`,
              applied_at: new Date(now - days * dayMs - (index + 1) * 60_000),
              application_type: index % 2 === 0 ? ('Quick Apply' as const) : ('Apply' as const),
              level: job.level,
              duration: job.duration,
              salary: job.salary,
              job_type: job.type,
              cv_upload_id: cv?.upload_id ?? null,
              cv_name: cv?.title ?? null,
            };
          });
        });
        if (applications.length > 0) await trx.insertInto('applications').values(applications).execute();
      });
    } catch (error) {
      await Promise.all(stored.map((key) => storage.remove(key).catch(() => undefined)));
      throw error;
    }
  },
};

export default seed;
