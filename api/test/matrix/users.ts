// The authorisation matrix's rows for the users module's routes.
import { everyone, candidatesOnly, json, type Rows } from './support';

export const rows: Rows = {
  'GET /api/user/me': { signedIn: everyone(200) },
  'GET /api/users': { signedIn: { ...everyone(200), owner: 403, otherCandidate: 403 } },
  'PATCH /api/user/update-profile': {
    signedIn: candidatesOnly(200),
    request: () =>
      json({
        phoneNumber: '+61412345678',
        address: '1 Collins Street, Melbourne VIC 3000',
        workState: ['Victoria'],
        jobTitle: ['Analyst'],
        experienceLevel: '2-4 years',
      }),
  },
};
