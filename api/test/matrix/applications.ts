// The authorisation matrix's rows for the applications module's routes.
import { candidatesOnly, ownerAndTheirStaff, type Rows } from './support';

export const rows: Rows = {
  'GET /api/applications': {
    signedIn: ownerAndTheirStaff(200),
    request: (world) => ({ query: { user: world.ids.owner } }),
  },
  'GET /api/application/user-application-count': {
    signedIn: ownerAndTheirStaff(200),
    request: (world) => ({ query: { user: world.ids.owner } }),
  },
  'GET /api/application/dashboard': { signedIn: candidatesOnly(200) },
  'GET /api/application/export': {
    signedIn: ownerAndTheirStaff(200),
    request: (world) => ({
      query: { user: world.ids.owner, from: '2026-01-01', to: '2026-03-31', format: 'csv', tz: 'Australia/Sydney' },
    }),
  },
};
