// The notifications lists for api/bench/lists.mjs: the inbox of a reader with about 20 000 notifications
// (among about 1 000 000 recipient rows) and the unread count; then a send to all 100 000 candidates, timed.
/** @type {import('../lists.mjs').ListEndpoint[]} */
export const endpoints = [
  {
    name: 'GET /api/notifications (inbox, 20 000 rows)',
    as: 'heavyCandidate',
    first: '/api/notifications?page=1&limit=10',
    deep: '/api/notifications?page=1000&limit=10',
    search: '/api/notifications?page=1&limit=10&search=renewal',
  },
  {
    name: 'GET /api/notification-count (20 000 rows)',
    as: 'heavyCandidate',
    first: '/api/notification-count',
  },
];

/** @type {import('../lists.mjs').TimedWrite[]} */
export const timedWrites = [
  {
    name: 'POST /api/notification (send to all users)',
    as: 'superAdmin',
    method: 'POST',
    path: '/api/notification',
    body: {
      title: 'Scheduled maintenance',
      message: '<p>The portal is <strong>offline</strong> on Sunday from 2 to 4 am AEST.</p>',
      allUser: true,
    },
    describe: (answer) => `${answer.data.recipients} recipients`,
  },
];

/** The core seed loads recipients with triggers off, so the kept inbox sizes and days are rebuilt from the rows. */
export async function seed(client) {
  await client.query('select refresh_inbox_counts()');
  await client.query('select refresh_inbox_days()');
}
