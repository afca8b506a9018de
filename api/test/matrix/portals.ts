// The authorisation matrix's rows for the portals module's routes.
import { candidatesOnly, everyone, ownerAndTheirStaff, json, type Rows } from './support';

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
  'GET /api/portals/limit': {
    signedIn: ownerAndTheirStaff(200),
    request: (world) => ({ query: { user: world.ids.owner } }),
  },
  'GET /api/portals/setup/{candidateId}': {
    // The wizard's candidate and plan limit: the owner's assigned admin and super admins only.
    signedIn: { ...everyone(403), assignedAdmin: 200, superAdmin: 200 },
    request: (world) => ({ url: `/api/portals/setup/${world.ids.owner}` }),
  },
  'POST /api/create-account-for-user/': {
    // The other candidate is on the Free trial (one platform): Indeed again replaces its details.
    signedIn: { ...everyone(403), superAdmin: 201 },
    request: (world) =>
      json({
        user: world.ids.otherCandidate,
        credential: { email: 'otto@example.com', password: 'Platform@1', platform: 'Indeed' },
      }),
  },
};
