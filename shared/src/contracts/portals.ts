import './zod-config';
import { z } from 'zod';
import { platformLoginLimits } from '../limits';
import { sharedMessages } from '../texts';

/** Job platforms a candidate can hand over (spec section 9); the wizard preselects Indeed (section 5). */
export const platforms = ['Seek', 'Indeed', 'Jora', 'LinkedIn', 'Glassdoor'] as const;
export type Platform = (typeof platforms)[number];
export const defaultPlatform: Platform = 'Indeed';

const platformSchema = z.enum(platforms, { error: sharedMessages.invalidPlatform });

/** Login details for a platform: both required (spec section 5). */
export const platformCredentialSchema = z.object({
  email: z
    .string({ error: sharedMessages.loginRequired })
    .trim()
    .min(1, sharedMessages.loginRequired)
    .max(platformLoginLimits.emailMax, sharedMessages.loginEmailTooLong),
  password: z
    .string({ error: sharedMessages.loginRequired })
    .min(1, sharedMessages.loginRequired)
    .max(platformLoginLimits.passwordMax, sharedMessages.loginPasswordTooLong),
  platform: platformSchema,
});
export type PlatformCredential = z.input<typeof platformCredentialSchema>;

/**
 * POST /api/portal (spec section 7). With an account: its login details. Without one: consent
 * (`agreed: true`) for us to create it, and no credential.
 */
export const portalRequest = z
  .object({
    name: platformSchema,
    hadAnAccount: z.boolean({ error: sharedMessages.hadAnAccountRequired }),
    agreed: z.boolean().default(false),
    credential: platformCredentialSchema.nullable().default(null),
  })
  .superRefine((portal, context) => {
    if (portal.hadAnAccount) {
      if (!portal.credential)
        context.addIssue({ code: 'custom', path: ['credential'], message: sharedMessages.loginRequired });
      else if (portal.credential.platform !== portal.name)
        context.addIssue({
          code: 'custom',
          path: ['credential', 'platform'],
          message: sharedMessages.credentialPlatformMismatch,
        });
    } else {
      if (!portal.agreed)
        context.addIssue({ code: 'custom', path: ['agreed'], message: sharedMessages.portalConsentRequired });
      if (portal.credential)
        context.addIssue({ code: 'custom', path: ['credential'], message: sharedMessages.noCredentialWithoutAccount });
    }
  });
export type PortalRequest = z.input<typeof portalRequest>;

/** A portal as its owner and other callers see it: the password is never part of it. */
export const portalSchema = z.object({
  _id: z.string(),
  user: z.string(),
  name: z.enum(platforms),
  hadAnAccount: z.boolean(),
  agreed: z.boolean(),
  credential: z.object({ email: z.string(), platform: z.enum(platforms) }).nullable(),
  createdAt: z.string(),
});
export type Portal = z.infer<typeof portalSchema>;

/** GET /api/portals?user={id}: the caller's own portals without `user`. */
export const portalsQuery = z.object({
  user: z.uuid({ error: sharedMessages.invalidUserQuery }).optional(),
});
export type PortalsQuery = z.input<typeof portalsQuery>;

/**
 * GET /api/portals/limit: the plan whose platform limit applies now (the candidate's plan now, else the last one
 * chosen) and that limit, as the server enforces it on POST /portal; null when no plan was chosen.
 */
export const platformLimitAnswer = z.object({ planName: z.string(), platformLimit: z.number().int() }).nullable();
export type PlatformLimit = NonNullable<z.infer<typeof platformLimitAnswer>>;

/** GET /api/portals/setup/{candidateId}: the candidate the staff's platform wizard is for. */
export const platformSetupParams = z.object({
  candidateId: z.uuid({ error: sharedMessages.invalidCandidateParam }),
});

/**
 * Whom the staff's platform wizard is for, the platform limit of their plan now (as GET /api/portals/limit) and the
 * platforms they already have (oldest first), which count against that limit.
 */
export const platformSetupAnswer = z.object({
  candidate: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }),
  limit: platformLimitAnswer,
  currentPlatforms: z.array(z.enum(platforms)),
});
export type PlatformSetup = z.infer<typeof platformSetupAnswer>;
