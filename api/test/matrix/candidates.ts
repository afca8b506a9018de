// The authorisation matrix's rows for the candidates module's routes (issue 15: the staff candidate lists).
import { everyone, type Rows } from './support';

export const rows: Rows = {
  'GET /api/assigned-users-with-active-subscription': {
    // Staff only; an admin with no candidates gets an empty page, not a refusal.
    signedIn: { ...everyone(200), owner: 403, otherCandidate: 403 },
  },
  'GET /api/job-history': {
    // The demo admin's candidates: that admin and a super admin; another admin is refused.
    signedIn: { ...everyone(403), assignedAdmin: 200, superAdmin: 200 },
    request: (world) => ({ query: { admin: world.ids.assignedAdmin } }),
  },
  'GET /api/admin/dashboard': {
    signedIn: { ...everyone(403), assignedAdmin: 200, unassignedAdmin: 200 },
  },
};
