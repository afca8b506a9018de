// The authorisation matrix's rows for the dev module's routes.
import { everyone, type Rows } from './support';

export const rows: Rows = {
  // Development only (never registered in production).
  'GET /api/dev/outbox': {
    anonymous: 200,
    signedIn: everyone(200),
    request: (world) => ({ query: { to: world.emails.owner } }),
  },
};
