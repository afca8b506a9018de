import './zod-config';
import { z } from 'zod';
import { roles } from '../roles';
import { pageQuery, searchQuery } from './envelope';
import { sharedMessages } from '../texts';
import { experienceLevels, workStates } from './profile';
import { planNames } from './plans';
import { userStatuses } from './user';

export const usersQuery = pageQuery.extend({
  role: z.enum(roles, { error: 'role must be user, admin or superAdmin.' }).optional(),
  search: searchQuery,
  verified: z.enum(['true', 'false'], { error: 'verified must be true or false.' }).optional(),
  accountOfficer: z.uuid({ error: sharedMessages.invalidUserId }).optional(),
  // The registered-candidates filter (issue 16): a preferred state, an experience level, a plan.
  state: z.enum(workStates, { error: 'state must be an Australian state or territory.' }).optional(),
  experienceLevel: z.enum(experienceLevels, { error: 'experienceLevel must be one of the four choices.' }).optional(),
  plan: z.enum(planNames, { error: 'plan must be Free, Silver or Gold.' }).optional(),
  // The assign flow lists active admins only (issue 16).
  status: z.enum(userStatuses, { error: 'status must be active, pending, suspended or deleted.' }).optional(),
});
export type UsersQuery = z.input<typeof usersQuery>;
