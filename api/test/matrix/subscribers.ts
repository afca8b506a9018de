// The authorisation matrix's rows for the subscribers module's routes (issue 16): the super admin only.
import type { World } from '../principals';
import { everyone, json, type Rows } from './support';

const superAdminOnly = (status: number) => ({ ...everyone(403), superAdmin: status });

/** A subscribed candidate with no admin, of their own for each call. */
async function freeSubscriber(world: World): Promise<string> {
  const row = await world.db
    .insertInto('users')
    .values({
      first_name: 'Sub',
      last_name: 'Scriber',
      email: world.uniqueEmail('subscriber'),
      role: 'user',
      email_verified: true,
      password_hash: null,
      subscription: 'Free',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export const rows: Rows = {
  'GET /api/subscribe-users': {
    signedIn: superAdminOnly(200),
    request: () => ({ query: { filter: 'unassigned', plan: 'Free', search: 'a' } }),
  },
  'PATCH /api/user/assign-account-officer': {
    signedIn: superAdminOnly(200),
    request: async (world) => json({ user: await freeSubscriber(world), accountOfficer: world.ids.assignedAdmin }),
  },
};
