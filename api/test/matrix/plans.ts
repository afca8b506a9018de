// The authorisation matrix's rows for the plans module's routes.
import { everyone, type Rows } from './support';

export const rows: Rows = {
  'GET /api/subscription-plans': { anonymous: 200, signedIn: everyone(200) },
};
