// The authorisation matrix's rows for the site module's routes.
import { everyone, type Rows } from './support';

export const rows: Rows = {
  'GET /api/site/contact-details': { anonymous: 200, signedIn: everyone(200) },
};
