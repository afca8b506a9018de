// The notifications lists for api/bench/lists.mjs: the inbox of a reader with about 20 000 notifications
// (among about 1 000 000 recipient rows) and the unread count.
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

/** The core seed loads recipients with triggers off, so the kept inbox sizes are rebuilt from the rows. */
export async function seed(client) {
  await client.query('select refresh_inbox_counts()');
}
