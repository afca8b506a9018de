// The authorisation matrix's rows for the credentials module's routes: the audited reveal and its log.
import type { World } from '../principals';
import { everyone, ownerAndTheirStaff, type Rows } from './support';

const ownersPortal = async (world: World) =>
  (
    await world.db
      .selectFrom('portals')
      .select('id')
      .where('user_id', '=', world.ids.owner)
      .where('credential_password_encrypted', 'is not', null)
      .executeTakeFirstOrThrow()
  ).id;

export const rows: Rows = {
  'POST /api/portals/{portalId}/reveal': {
    // Decrypted only for the candidate's assigned admin and a super admin (not even the candidate: they typed it).
    signedIn: { ...everyone(403), assignedAdmin: 200, superAdmin: 200 },
    request: async (world) => ({ url: `/api/portals/${await ownersPortal(world)}/reveal` }),
  },
  'GET /api/credential-views': {
    signedIn: ownerAndTheirStaff(200),
    request: (world) => ({ query: { user: world.ids.owner } }),
  },
};
