// The authorisation matrix's rows for the portals module's routes.
import { candidatesOnly, ownerAndTheirStaff, json, type Rows } from './support';

export const rows: Rows = {
  'POST /api/portal': {
    // Indeed is the owner's one platform already (the Free plan allows one): sent again, it replaces its details.
    signedIn: candidatesOnly(201),
    request: () => json({ name: 'Indeed', hadAnAccount: false, agreed: true }),
  },
  'GET /api/portals': {
    signedIn: ownerAndTheirStaff(200),
    request: (world) => ({ query: { user: world.ids.owner } }),
  },
};
