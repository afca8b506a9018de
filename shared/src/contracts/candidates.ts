import './zod-config';
import { z } from 'zod';
import { applicationTypes, jobTypes } from './applications';
import { attachedUploadFields, documentSchema, documentTypes } from './documents';
import { page, pageQuery, searchQuery } from './envelope';
import { planFilters } from './plans';
import { platforms, portalSchema } from './portals';
import { userSchema } from './user';
import { applicationTextLimits } from '../limits';
import { sharedMessages } from '../texts';

/**
 * A candidate as staff lists show them (spec section 3, "Assigned-user record", and the subscribed-user record
 * has the same four): the user, their documents, their job platforms (never a password) and the plan's name.
 */
export const candidateRecordSchema = z.object({
  user: userSchema,
  userDocuments: z.array(documentSchema),
  userPortals: z.array(portalSchema),
  planName: z.string(),
  /** Staff lists only: applications in the running plan's period (7 days Free, 30 Silver and Gold); null limit is unlimited, no quota without a running plan. */
  quota: z
    .object({ used: z.number().int(), limit: z.number().int().nullable(), period: z.enum(['week', 'month']) })
    .nullable()
    .optional(),
});
export type CandidateRecord = z.infer<typeof candidateRecordSchema>;

/** Which of the admin's candidates a list shows: all, those at or near their plan's quota, those with no job platform. */
export const candidateListFilters = ['all', 'near-quota', 'no-platform'] as const;
export type CandidateListFilter = (typeof candidateListFilters)[number];
export const assignedCandidatesFilter = z
  .enum(candidateListFilters, { error: 'filter must be all, near-quota or no-platform.' })
  .optional()
  .default('all');

/** GET /api/assigned-users-with-active-subscription?page=&limit=10&search= (spec section 7). */
export const assignedCandidatesQuery = pageQuery.extend({
  search: searchQuery,
  filter: assignedCandidatesFilter,
});
export type AssignedCandidatesQuery = z.input<typeof assignedCandidatesQuery>;

/** The answer of a reveal: the platform's password, decrypted for this one viewer (and written to the audit log). */
export const revealedCredentialSchema = z.object({ platform: z.string(), email: z.string(), password: z.string() });
export type RevealedCredential = z.infer<typeof revealedCredentialSchema>;

/** One line of "Who viewed my platform logins": who revealed which platform's password, and when. */
export const credentialViewSchema = z.object({
  _id: z.string(),
  platform: z.string(),
  viewedAt: z.string(),
  viewer: z.object({ firstName: z.string(), lastName: z.string(), role: z.string() }),
});
export type CredentialView = z.infer<typeof credentialViewSchema>;

/** GET /api/job-history: one admin's candidates (the signed-in admin's, or any admin's for a super admin). */
export const jobHistoryQuery = pageQuery.extend({
  admin: z.uuid({ error: 'admin must be an admin id.' }).optional(),
  search: searchQuery,
  plan: z.enum(planFilters, { error: 'plan must be all, Free, Silver or Gold.' }).optional(),
  applied: z
    .enum(['all', 'this-week', 'not-this-week'], { error: 'applied must be all, this-week or not-this-week.' })
    .optional(),
});
export type JobHistoryQuery = z.input<typeof jobHistoryQuery>;

/** A line of the job-history table: the candidate, their plan, and their applications of the last 7 days. */
export const jobHistoryCandidateSchema = z.object({
  user: userSchema,
  planName: z.string(),
  appliedThisWeek: z.number().int(),
});
export type JobHistoryCandidate = z.infer<typeof jobHistoryCandidateSchema>;

/** GET /api/job-history's answer: a page of the table and the admin whose candidates they are (the page's heading). */
export const jobHistoryPageSchema = page(jobHistoryCandidateSchema).extend({
  admin: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
});
export type JobHistoryPage = z.infer<typeof jobHistoryPageSchema>;

/** Quota use of one candidate: applications in the plan's period (7 days on Free, 30 on Silver), null limit is unlimited. */
export const quotaUseSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  planName: z.string(),
  used: z.number().int(),
  limit: z.number().int().nullable(),
});
export type QuotaUse = z.infer<typeof quotaUseSchema>;

/** GET /api/admin/dashboard: the admin's figures (the spec leaves the dashboard open; issue 15 names these). */
export const adminDashboardSchema = z.object({
  assignedCandidates: z.number().int(),
  applicationsThisWeek: z.number().int(),
  nearQuota: z.object({ total: z.number().int(), candidates: z.array(quotaUseSchema) }),
  noPlatform: z.object({
    total: z.number().int(),
    candidates: z.array(z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() })),
  }),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

const required = (label: string, max: number = applicationTextLimits.field) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} must be at most ${max} characters.`);

const applicationDateMessage = 'Application Date must be a date.';

/** POST /api/application: an application recorded for a candidate (spec section 3's payload). */
export const createApplicationRequest = z.object({
  user: z.uuid({ error: 'User ID is missing' }),
  portalName: z.enum(platforms, { error: sharedMessages.invalidPlatform }),
  status: z.literal('applied', { error: "status must be 'applied'." }).optional().default('applied'),
  company: required('Name of company'),
  description: required('Job Description', applicationTextLimits.description),
  location: required('Location'),
  title: required('Job Title'),
  resume: z.uuid({ error: "resume must be the id of the candidate's Resume/CV document." }),
  platform: z.uuid({ error: "platform must be the id of one of the candidate's job platforms." }),
  details: z.object(
    {
      // One answer when neither form fits (the union's own error, not zod's 'Invalid input').
      appliedDate: z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
        error: applicationDateMessage,
      }),
      level: required('Job Level'),
      duration: required('Duration'),
      salary: required('Salary'),
      type: z.enum(jobTypes, { error: 'Type must be Full-Time, Part-Time or Contract.' }),
      applicationType: z.enum(applicationTypes, { error: 'Application Type must be Quick Apply or Apply.' }),
    },
    { error: 'details are required.' },
  ),
});
export type CreateApplicationRequest = z.input<typeof createApplicationRequest>;

/** POST /api/document/admin-upload: staff attach their upload as a candidate's new CV or cover letter version (spec section 7). */
export const adminUploadRequest = z.object({
  user: z.uuid({ error: sharedMessages.invalidUserQuery }),
  type: z.enum(documentTypes, { error: sharedMessages.onlyPdfOrDocx }),
  ...attachedUploadFields,
});
export type AdminUploadRequest = z.input<typeof adminUploadRequest>;

/** GET /api/credential-views?user=&page=&limit=: who revealed the candidate's platform logins. */
export const credentialViewsQuery = pageQuery.extend({
  user: z.uuid({ error: sharedMessages.invalidUserQuery }).optional(),
});
