import './zod-config';
import { z } from 'zod';
import { emailSchema, newPasswordSchema } from './auth';
import { pageQuery, searchQuery } from './envelope';
import { planFilters } from './plans';
import { platformCredentialSchema, platforms, portalSchema } from './portals';
import { userSchema, userStatuses } from './user';
import { documentSchema } from './documents';
import { phoneNumberSchema } from './profile';
import { personNameMax } from '../limits';

/** The super admin's calls (issue 16): admins' status, creating admins, subscribers and their assignment. */

const userId = (field: string) => z.uuid({ error: `${field} must be a user id.` });

/** PATCH /api/user/update-status (spec section 7). */
export const updateStatusRequest = z.object({
  user: userId('user'),
  status: z.enum(userStatuses, { error: 'status must be active, pending, suspended or deleted.' }),
});
export type UpdateStatusRequest = z.input<typeof updateStatusRequest>;

/** PATCH /api/user/assign-account-officer (spec section 7). */
export const assignAccountOfficerRequest = z.object({
  user: userId('user'),
  accountOfficer: userId('accountOfficer'),
});
export type AssignAccountOfficerRequest = z.input<typeof assignAccountOfficerRequest>;

const requiredField = '* Required field';
const requiredText = (max: number) =>
  z.string({ error: requiredField }).trim().min(1, requiredField).max(max, `At most ${max} characters.`);

/**
 * POST /api/auth/create-admin (spec sections 3, 5, 7): every field required ('* Required field'); only the role
 * Admin may be chosen (section 6). The e-mail must look like an address and the phone be a phone number, as
 * everywhere else.
 */
export const createAdminRequest = z.object({
  firstName: requiredText(personNameMax),
  lastName: requiredText(personNameMax),
  // The candidates' rule and message (at most 15 digits, a real number, stored in E.164), '* Required field' when empty.
  phoneNumber: z.string({ error: requiredField }).trim().min(1, requiredField).pipe(phoneNumberSchema),
  email: z.string({ error: requiredField }).trim().min(1, requiredField).pipe(emailSchema),
  role: z.literal('admin', { error: 'Only the role Admin can be chosen.' }),
});
export type CreateAdminRequest = z.input<typeof createAdminRequest>;

/** POST /api/auth/set-password: the link's token and a password under the sign-up rule. */
export const setPasswordRequest = z.object({
  token: z.string({ error: 'The link is invalid.' }).trim().min(1, 'The link is invalid.').max(200),
  password: newPasswordSchema,
});
export type SetPasswordRequest = z.input<typeof setPasswordRequest>;

/** POST /api/auth/set-password/check: whether a link still works, and for whom (the page greets them). */
export const setPasswordCheckRequest = setPasswordRequest.pick({ token: true });
export const setPasswordCheckSchema = z.object({ email: z.string(), firstName: z.string() });

export const subscriberFilters = ['all', 'assigned', 'unassigned'] as const;
export type SubscriberFilter = (typeof subscriberFilters)[number];

/** GET /api/subscribe-users (spec section 7, plus the plan filter of section 2). */
export const subscribersQuery = pageQuery.extend({
  search: searchQuery,
  filter: z.enum(subscriberFilters, { error: 'filter must be all, assigned or unassigned.' }).default('all'),
  plan: z.enum(planFilters, { error: 'plan must be all, Free, Silver or Gold.' }).default('all'),
});
export type SubscribersQuery = z.input<typeof subscribersQuery>;

/** A subscribed candidate (spec section 3: user, userDocuments, userPortals, planName), with their officer. */
export const subscriberSchema = z.object({
  user: userSchema,
  userDocuments: z.array(documentSchema),
  userPortals: z.array(portalSchema),
  planName: z.string(),
  /** The admin looking after them, or null: none, or theirs was suspended or deleted (the candidate is free). */
  officer: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), status: z.string() }).nullable(),
});
export type Subscriber = z.infer<typeof subscriberSchema>;

/** POST /api/create-account-for-user/ (spec section 7); `platforms` (ours) are all the platforms chosen. */
export const createAccountForUserRequest = z
  .object({
    credential: platformCredentialSchema,
    user: userId('user'),
    platforms: z
      .array(z.enum(platforms, { error: 'Unknown platform.' }), { error: 'platforms must be a list.' })
      .min(1, 'Please choose at least one platform.')
      .max(platforms.length)
      .optional(),
  })
  .superRefine((request, context) => {
    const chosen = request.platforms;
    if (!chosen) return;
    if (new Set(chosen).size !== chosen.length)
      context.addIssue({ code: 'custom', path: ['platforms'], message: 'Each platform once.' });
    if (chosen[0] !== request.credential.platform)
      context.addIssue({
        code: 'custom',
        path: ['platforms'],
        message: 'The first platform chosen is the working platform.',
      });
  });
export type CreateAccountForUserRequest = z.input<typeof createAccountForUserRequest>;

export const auditActions = ['created', 'status', 'assigned', 'setupLinkSent', 'passwordSet'] as const;
export type AuditAction = (typeof auditActions)[number];

/** One line of an admin's audit log: who did what, when. */
export const auditEntrySchema = z.object({
  _id: z.string(),
  action: z.enum(auditActions),
  actor: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  /** The new status, for a status change. */
  status: z.string().nullable(),
  /** The candidate assigned, for an assignment. */
  candidate: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string(), email: z.string() }).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const adminActivitySchema = z.object({
  /** False until the admin chose a password from the e-mailed link. */
  passwordSet: z.boolean(),
  /** When the newest set-password link stops working (null: none still valid). */
  setupLinkExpiresAt: z.string().nullable(),
  docs: z.array(auditEntrySchema),
  hasNextPage: z.boolean(),
});
export type AdminActivity = z.infer<typeof adminActivitySchema>;

export const adminActivityQuery = pageQuery;
export const adminIdParams = z.object({ adminId: userId('adminId') });

/** GET /api/super-admin/overview: the super-admin dashboard's figures. */
export const superAdminOverviewSchema = z.object({
  candidatesByPlan: z.object({ Free: z.number(), Silver: z.number(), Gold: z.number(), none: z.number() }),
  subscribersWithoutAdmin: z.number(),
  activeAdmins: z.number(),
  applicationsThisWeek: z.number(),
  /** Paid invoices since the first of this month (UTC), cents, AUD. */
  revenueThisMonth: z.number(),
});
export type SuperAdminOverview = z.infer<typeof superAdminOverviewSchema>;
