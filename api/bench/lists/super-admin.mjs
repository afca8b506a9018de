// The super admin's lists for api/bench/lists.mjs (issue 16): registered candidates (verified, with each filter and
// a search) and subscribers (each filter, the plan filter and a search), at 100 000 candidates; plus the dashboard's
// figures (one call).

/** @type {import('../lists.mjs').ListEndpoint[]} */
export const endpoints = [
  {
    name: 'GET /api/users?role=user&verified=true (registered candidates)',
    as: 'superAdmin',
    first: '/api/users?role=user&verified=true&page=1&limit=10',
    deep: '/api/users?role=user&verified=true&page=1000&limit=10',
    search: '/api/users?role=user&verified=true&page=1&limit=10&search=olivia',
  },
  {
    name: 'GET /api/users?role=user&verified=true&state= (registered, by state)',
    as: 'superAdmin',
    first: '/api/users?role=user&verified=true&page=1&limit=10&state=Tasmania',
    deep: '/api/users?role=user&verified=true&page=1000&limit=10&state=Tasmania',
    search: '/api/users?role=user&verified=true&page=1&limit=10&state=Tasmania&search=olivia',
  },
  {
    name: 'GET /api/users?role=user&verified=true&experienceLevel= (registered, by experience)',
    as: 'superAdmin',
    first: '/api/users?role=user&verified=true&page=1&limit=10&experienceLevel=7%20years%20above',
    deep: '/api/users?role=user&verified=true&page=1000&limit=10&experienceLevel=7%20years%20above',
    search: '/api/users?role=user&verified=true&page=1&limit=10&experienceLevel=7%20years%20above&search=olivia',
  },
  {
    name: 'GET /api/users?role=user&verified=true&plan= (registered, by plan)',
    as: 'superAdmin',
    first: '/api/users?role=user&verified=true&page=1&limit=10&plan=Gold',
    deep: '/api/users?role=user&verified=true&page=1000&limit=10&plan=Gold',
    search: '/api/users?role=user&verified=true&page=1&limit=10&plan=Gold&search=olivia',
  },
  {
    name: 'GET /api/subscribe-users?filter=all',
    as: 'superAdmin',
    first: '/api/subscribe-users?page=1&limit=10&filter=all&plan=all',
    deep: '/api/subscribe-users?page=1000&limit=10&filter=all&plan=all',
    search: '/api/subscribe-users?page=1&limit=10&filter=all&plan=all&search=olivia',
  },
  {
    name: 'GET /api/subscribe-users?filter=assigned',
    as: 'superAdmin',
    first: '/api/subscribe-users?page=1&limit=10&filter=assigned&plan=all',
    deep: '/api/subscribe-users?page=1000&limit=10&filter=assigned&plan=all',
    search: '/api/subscribe-users?page=1&limit=10&filter=assigned&plan=all&search=olivia',
  },
  {
    name: 'GET /api/subscribe-users?filter=unassigned',
    as: 'superAdmin',
    first: '/api/subscribe-users?page=1&limit=10&filter=unassigned&plan=all',
    deep: '/api/subscribe-users?page=100&limit=10&filter=unassigned&plan=all',
    search: '/api/subscribe-users?page=1&limit=10&filter=unassigned&plan=all&search=olivia',
  },
  {
    name: 'GET /api/subscribe-users?plan=Silver',
    as: 'superAdmin',
    first: '/api/subscribe-users?page=1&limit=10&filter=all&plan=Silver',
    deep: '/api/subscribe-users?page=1000&limit=10&filter=all&plan=Silver',
    search: '/api/subscribe-users?page=1&limit=10&filter=all&plan=Silver&search=olivia',
  },
  {
    name: 'GET /api/super-admin/overview (dashboard figures)',
    as: 'superAdmin',
    first: '/api/super-admin/overview',
  },
];

/**
 * The core seed loads accounts and applications with triggers off, so the kept candidate and subscriber counts, the
 * candidates and subscribers per day (and the candidates per week) of signing up and everyone's applications per hour are rebuilt from the rows.
 */
export async function seed(client) {
  await client.query('select refresh_candidate_counts()');
  await client.query('select refresh_candidate_days()');
  await client.query('select refresh_candidate_weeks()');
  await client.query('select refresh_application_hours_all()');
  await client.query('select refresh_subscriber_counts()');
  await client.query('select refresh_subscriber_days()');
  await client.query('select refresh_subscriber_plan_days()');
  await client.query('select refresh_subscriber_officer_days()');
}
