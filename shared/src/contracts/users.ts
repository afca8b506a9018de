import { z } from 'zod';
import { roles } from '../roles';
import { pageQuery } from './envelope';
import { sharedMessages } from '../texts';

export const usersQuery = pageQuery.extend({
  role: z.enum(roles, { error: 'role must be user, admin or superAdmin.' }).optional(),
  search: z.string().trim().max(100).optional(),
  verified: z.enum(['true', 'false'], { error: 'verified must be true or false.' }).optional(),
  accountOfficer: z.uuid({ error: sharedMessages.invalidUserId }).optional(),
});
export type UsersQuery = z.input<typeof usersQuery>;
