// The authorisation matrix's rows for the account-data module's routes (the candidate's own data).
import { candidatesOnly, json, type Rows } from './support';

export const rows: Rows = {
  'GET /api/user/my-data': { signedIn: candidatesOnly(200) },
  // A wrong password: a candidate reaches the check (400) without deleting the matrix's accounts.
  'POST /api/user/delete-account': {
    signedIn: candidatesOnly(400),
    request: () => json({ password: 'Not-their-password1' }),
  },
};
