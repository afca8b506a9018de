// The authorisation matrix's rows for the notifications module's routes.
import { everyone, type Rows } from './support';

export const rows: Rows = {
  'GET /api/notification-count': { signedIn: everyone(200) },
};
