import './zod-config';
import { z } from 'zod';
import { pageQuery, searchQuery } from './envelope';
import { platforms } from './portals';
import { sharedMessages } from '../texts';

/** Application type and job type options (spec section 9). */
export const applicationTypes = ['Quick Apply', 'Apply'] as const;
export type ApplicationType = (typeof applicationTypes)[number];
export const jobTypes = ['Full-Time', 'Part-Time', 'Contract'] as const;
export type JobType = (typeof jobTypes)[number];

/** The tabs of /application (spec section 9), in the order the count endpoint answers them. */
export const applicationFilters = ['all', 'week', 'month', 'quick', 'apply'] as const;
export type ApplicationFilter = (typeof applicationFilters)[number];

/** A search shorter than this is not sent: the trigram index needs three characters. */
export const minApplicationSearchLength = 3;

/** GET /api/applications?user=&page=&limit=&search=&filter= (spec section 7). */
export const applicationsQuery = pageQuery.extend({
  user: z.uuid({ error: sharedMessages.invalidUserQuery }).optional(),
  search: searchQuery,
  filter: z
    .enum(applicationFilters, { error: 'filter must be all, week, month, quick or apply.' })
    .optional()
    .default('all'),
});
export type ApplicationsQuery = z.input<typeof applicationsQuery>;

/** GET /api/application/user-application-count: the caller's own, or a candidate staff may see. */
export const applicationCountQuery = z.object({
  user: z.uuid({ error: sharedMessages.invalidUserQuery }).optional(),
});

/** An application as the API shows it (spec section 3), with the CV that was sent with it. */
export const applicationSchema = z.object({
  _id: z.string(),
  user: z.string(),
  title: z.string(),
  company: z.string(),
  location: z.string(),
  description: z.string(),
  platform: z.enum(platforms),
  status: z.string(),
  details: z.object({
    appliedDate: z.string(),
    applicationType: z.enum(applicationTypes),
    level: z.string(),
    duration: z.string(),
    salary: z.string(),
    type: z.enum(jobTypes),
  }),
  /** The name of the CV as it was when sent; absent when none was sent. */
  cvName: z.string().optional(),
  /** Where that exact file is served; absent when none was sent or it is no longer stored. */
  cvUrl: z.string().optional(),
  createdAt: z.string(),
});
export type Application = z.infer<typeof applicationSchema>;

/** 'Label (n)' per tab, in the order of `applicationFilters`. */
export const applicationCountSchema = z.array(z.string());

/** GET /api/application/dashboard: the figures of the candidate's dashboard, all from the server. */
export const candidateDashboardSchema = z.object({
  /** Applications in the last 7 and 30 days (the tabs' week and month). */
  applications: z.object({ week: z.number().int(), month: z.number().int(), total: z.number().int() }),
  /**
   * The plan now (a paid period before a trial still running), else the next one paid for, not yet started; null
   * without either.
   */
  plan: z
    .object({
      name: z.string(),
      /** Applications per billing period; null is unlimited (Gold). */
      applicationLimit: z.number().int().nullable(),
      billing: z.enum(['weekly', 'monthly']),
      /** When the plan has not started yet, the moment it starts (a UTC billing day); null while it runs. */
      startsAt: z.string().nullable(),
      expiresAt: z.string(),
      /** Days left on a running plan; null before it starts (no days are counted then). */
      daysLeft: z.number().int().nullable(),
    })
    .nullable(),
  /**
   * The quota running now: the running plan's applications per week or month (null limit: unlimited); null when no
   * plan runs (none, or the plan paid for has not started yet), so nothing is counted against one.
   */
  quota: z.object({ limit: z.number().int().nullable(), period: z.enum(['week', 'month']) }).nullable(),
  /** The assigned admin, or null: 'Not assigned yet'. */
  accountOfficer: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  /** The five latest applications. */
  latest: z.array(applicationSchema),
});
export type CandidateDashboard = z.infer<typeof candidateDashboardSchema>;

/** The proof-of-job-search export's formats (beyond the spec). */
export const applicationExportFormats = ['csv', 'pdf'] as const;
export type ApplicationExportFormat = (typeof applicationExportFormats)[number];
/** A day as YYYY-MM-DD (the export range's ends, both included). */
const exportDay = (which: string) =>
  z
    .string({ error: `Choose the ${which} date.` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${which} date must be a date (YYYY-MM-DD).`);

/**
 * GET /api/application/export: the applications made from `from` to `to` (days in the time zone `tz`, both
 * included) as CSV or PDF; the caller's own, or with `user` a candidate the staff caller may see.
 */
export const applicationExportQuery = z.object({
  user: z.uuid({ error: sharedMessages.invalidUserQuery }).optional(),
  from: exportDay('start'),
  to: exportDay('end'),
  format: z.enum(applicationExportFormats, { error: 'format must be csv or pdf.' }),
  tz: z.string().trim().min(1).max(64, 'tz must be a time zone name.').optional().default('UTC'),
});
export type ApplicationExportQuery = z.input<typeof applicationExportQuery>;
