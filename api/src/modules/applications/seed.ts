import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Insertable } from 'kysely';
import type { ApplicationType, JobType, Platform } from '@portal/shared/contracts';
import type { DemoSeed } from '../../db/demo-seed';
import { newStorageKey } from '../../providers/document-storage';
import { contentTypes } from '../documents/file-kind';
import type { ApplicationsTable } from './tables';

const demoAssets = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', 'assets', 'demo');
/** The CV the demo candidate used before the current one: the older applications were sent with it. */
const earlierCv = { file: 'casey-candidate-cv-2025.pdf', title: 'Casey Candidate CV 2025.pdf' } as const;
const dayMs = 24 * 60 * 60 * 1000;
/** Applications older than this many days were sent with the earlier CV. */
const earlierCvBeforeDays = 45;

type Job = {
  title: string;
  company: string;
  location: string;
  level: string;
  salary: string;
  type: JobType;
  duration: string;
  description: string;
};

const jobs: Job[] = [
  {
    title: 'Frontend Developer',
    company: 'Atlassian',
    location: 'Sydney NSW',
    level: 'Mid Level',
    salary: '$110,000 - $125,000',
    type: 'Full-Time',
    duration: 'Permanent',
    description: 'Build accessible React interfaces for collaboration tools used by millions of teams.',
  },
  {
    title: 'Software Engineer',
    company: 'Canva',
    location: 'Sydney NSW',
    level: 'Mid Level',
    salary: '$120,000 - $140,000',
    type: 'Full-Time',
    duration: 'Permanent',
    description: 'Work on the editor platform in TypeScript, with a focus on performance and reliability.',
  },
  {
    title: 'Web Developer',
    company: 'Australia Post',
    location: 'Melbourne VIC',
    level: 'Entry Level',
    salary: '$85,000 - $95,000',
    type: 'Contract',
    duration: '6 months',
    description: 'Maintain and extend customer-facing web applications for parcel tracking and delivery.',
  },
  {
    title: 'Full Stack Developer',
    company: 'REA Group',
    location: 'Melbourne VIC',
    level: 'Mid Level',
    salary: '$115,000 - $130,000',
    type: 'Full-Time',
    duration: 'Permanent',
    description: 'Deliver property search features end to end with Node.js services and React front ends.',
  },
  {
    title: 'JavaScript Developer',
    company: 'Xero',
    location: 'Melbourne VIC',
    level: 'Mid Level',
    salary: '$105,000 - $120,000',
    type: 'Full-Time',
    duration: 'Permanent',
    description: 'Improve the small-business accounting experience across web and mobile.',
  },
  {
    title: 'Graduate Software Engineer',
    company: 'Telstra',
    location: 'Brisbane QLD',
    level: 'Entry Level',
    salary: '$75,000 - $85,000',
    type: 'Full-Time',
    duration: 'Graduate program, 18 months',
    description: 'Rotate through network, digital and platform teams in a structured graduate program.',
  },
  {
    title: 'React Developer',
    company: 'Seek',
    location: 'Melbourne VIC',
    level: 'Senior Level',
    salary: '$140,000 - $155,000',
    type: 'Contract',
    duration: '12 months',
    description: 'Lead front-end work on the candidate experience of a large job marketplace.',
  },
  {
    title: 'Software Developer (Part-Time)',
    company: 'Commonwealth Bank',
    location: 'Sydney NSW',
    level: 'Mid Level',
    salary: '$60 - $70 per hour',
    type: 'Part-Time',
    duration: 'Ongoing, 3 days a week',
    description: 'Build internal tooling for the digital banking teams, three days a week.',
  },
  {
    title: 'UI Engineer',
    company: 'Culture Amp',
    location: 'Melbourne VIC',
    level: 'Mid Level',
    salary: '$115,000 - $128,000',
    type: 'Full-Time',
    duration: 'Permanent',
    description: 'Own the design system components used across the employee experience platform.',
  },
  {
    title: 'Junior Developer',
    company: 'Bunnings',
    location: 'Perth WA',
    level: 'Entry Level',
    salary: '$70,000 - $80,000',
    type: 'Full-Time',
    duration: 'Permanent',
    description: 'Join the e-commerce team building product pages and checkout improvements.',
  },
];

const platforms: Platform[] = ['Seek', 'Indeed', 'Jora', 'LinkedIn', 'Glassdoor'];
/** Days ago of the demo candidate's 30 applications: four in the last week, more over three months. */
const daysAgo = [
  0, 1, 3, 5, 8, 9, 11, 13, 15, 18, 20, 22, 25, 27, 29, 33, 36, 40, 43, 47, 50, 54, 58, 61, 65, 70, 74, 79, 84, 88,
];

/**
 * About 30 applications for the demo candidate over the last three months, recorded by the demo admin (their
 * account officer), across the five platforms, both application types and several companies; the older ones
 * were sent with an earlier CV, which this seed stores as an upload of its own.
 */
const seed: DemoSeed = {
  order: 20,
  async run({ db, storage, accounts }) {
    const existing = await db
      .selectFrom('applications')
      .select('id')
      .where('user_id', '=', accounts.candidate)
      .limit(1)
      .executeTakeFirst();
    if (existing) return;
    const currentCv = await db
      .selectFrom('documents')
      .select(['upload_id', 'title'])
      .where('user_id', '=', accounts.candidate)
      .where('category', '=', 'Resume/CV')
      .executeTakeFirst();
    const content = await fs.promises.readFile(path.join(demoAssets, earlierCv.file));
    const key = newStorageKey('pdf');
    await storage.putBuffer(key, content, contentTypes.pdf);
    try {
      await db.transaction().execute(async (trx) => {
        const earlier = await trx
          .insertInto('uploads')
          .values({
            user_id: accounts.candidate,
            storage_key: key,
            type: 'pdf',
            size: content.length,
            original_name: earlierCv.title,
            category: 'Resume/CV',
            created_at: new Date(Date.now() - 120 * dayMs),
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const now = Date.now();
        const rows: Insertable<ApplicationsTable>[] = daysAgo.map((days, index) => {
          const job = jobs[index % jobs.length]!;
          const sentEarlier = days > earlierCvBeforeDays;
          const cv = sentEarlier
            ? { cv_upload_id: earlier.id, cv_name: earlierCv.title }
            : { cv_upload_id: currentCv?.upload_id ?? null, cv_name: currentCv?.title ?? null };
          const applicationType: ApplicationType = index % 3 === 1 ? 'Apply' : 'Quick Apply';
          return {
            user_id: accounts.candidate,
            recorded_by: accounts.admin,
            platform: platforms[index % platforms.length]!,
            title: job.title,
            company: job.company,
            location: job.location,
            description: job.description,
            // A minute apart per row, so two on one day keep their order.
            applied_at: new Date(now - days * dayMs - index * 60_000),
            application_type: applicationType,
            level: job.level,
            duration: job.duration,
            salary: job.salary,
            job_type: job.type,
            ...cv,
          };
        });
        await trx.insertInto('applications').values(rows).execute();
      });
    } catch (error) {
      await storage.remove(key).catch(() => undefined);
      throw error;
    }
  },
};

export default seed;
