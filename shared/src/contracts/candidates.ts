import { z } from 'zod';
import { documentSchema } from './documents';
import { pageQuery } from './envelope';
import { portalSchema } from './portals';
import { userSchema } from './user';

/**
 * A candidate as staff lists show them (spec section 3, "Assigned-user record", and the subscribed-user record
 * has the same four): the user, their documents, their job platforms (never a password) and the plan's name.
 */
export const candidateRecordSchema = z.object({
  user: userSchema,
  userDocuments: z.array(documentSchema),
  userPortals: z.array(portalSchema),
  planName: z.string(),
});
export type CandidateRecord = z.infer<typeof candidateRecordSchema>;

/** GET /api/assigned-users-with-active-subscription?page=&limit=10&search= (spec section 7). */
export const assignedCandidatesQuery = pageQuery.extend({
  search: z.string().trim().max(100, 'search must be at most 100 characters.').optional(),
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
