// The authorisation matrix's rows for the health module's routes.
import { everyone, type Rows } from './support';

export const rows: Rows = {
  'GET /api/health': { anonymous: 200, signedIn: everyone(200) },
};
