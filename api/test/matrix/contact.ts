// The authorisation matrix's rows for the contact module's routes.
import { everyone, json, type Rows } from './support';

export const rows: Rows = {
  'POST /api/contact': {
    anonymous: 201,
    signedIn: everyone(201),
    request: (world) =>
      json({ name: 'Matrix Caller', email: world.uniqueEmail('contact'), message: 'A question about plans.' }),
  },
};
