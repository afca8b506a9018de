// The candidate area's lists for api/bench/lists.mjs: the applications history (a candidate with 20 000
// applications, and the super admin over all 1 000 000) and the tab counts.
/** @type {import('../lists.mjs').ListEndpoint[]} */
export const endpoints = [
  {
    name: 'GET /api/applications (candidate, 20 000 rows)',
    as: 'heavyCandidate',
    first: '/api/applications?page=1&limit=10',
    deep: '/api/applications?page=1000&limit=10',
    search: '/api/applications?page=1&limit=10&search=analyst',
  },
  {
    name: 'GET /api/applications (super admin, all)',
    as: 'superAdmin',
    first: '/api/applications?page=1&limit=10',
    deep: '/api/applications?page=1000&limit=10',
    search: '/api/applications?page=1&limit=10&search=pharmacist',
  },
  {
    name: 'GET /api/application/user-application-count (20 000)',
    as: 'heavyCandidate',
    first: '/api/application/user-application-count',
  },
];

/**
 * The core seed loads applications with triggers off (session_replication_role = replica), so the counts the
 * applications triggers keep (the counts, hours and days) are rebuilt from the rows.
 */
export async function seed(client) {
  await client.query('select refresh_application_counts()');
  await client.query('select refresh_application_hours()');
  await client.query('select refresh_application_days()');
}
