import './zod-config';
import { z } from 'zod';
import { roles } from '../roles';

export const userStatuses = ['active', 'pending', 'suspended', 'deleted'] as const;

/** The user as the API returns it: never a password, never a secret (spec section 3). */
export const userSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(roles),
  emailVerified: z.boolean(),
  phoneNumber: z.string().nullable(),
  address: z.string().nullable(),
  location: z.string().nullable(),
  workState: z.array(z.string()),
  jobTitle: z.array(z.string()),
  experienceLevel: z.string().nullable(),
  salaryRange: z.string().nullable(),
  profilePicture: z.string().nullable(),
  status: z.enum(userStatuses),
  accountOfficer: z.union([z.string(), z.literal(false)]),
  subscription: z.string().nullable(),
  step2: z.boolean(),
  step3: z.boolean(),
  step4: z.boolean(),
  step5: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** Sign-in and verification answer with the token and the user fields side by side. */
export const sessionSchema = userSchema.extend({ token: z.string() });
export type Session = z.infer<typeof sessionSchema>;
