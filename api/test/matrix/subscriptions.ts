// The authorisation matrix's rows for the subscriptions module's routes.
import { candidatesOnly, json, type Rows } from './support';

export const rows: Rows = {
  'POST /api/subscription': {
    // Both candidates' Free trials are running: choosing Free again answers 200 and changes nothing.
    signedIn: candidatesOnly(200),
    request: () => json({ selectedPlan: 'Free' }),
  },
  'GET /api/subscriptions': {
    // The candidate themself and a super admin; no admin, not even the assigned one.
    signedIn: { owner: 200, otherCandidate: 403, assignedAdmin: 403, unassignedAdmin: 403, superAdmin: 200 },
    request: (world) => ({ query: { user: world.ids.owner } }),
  },
};
