// The admin's desk lists for api/bench/lists.mjs (issue 15): the assigned candidates of one admin (about 475 of the
// 95 000 assigned) and of a super admin (all of them), and one admin's candidates through the users list.
import crypto from 'node:crypto';

/** The id the core seed gives an account: md5(key) as a uuid (as lists.mjs's benchId). */
const benchId = (key) =>
  crypto
    .createHash('md5')
    .update(key)
    .digest('hex')
    .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12})$/, '$1-$2-$3-$4-$5');
const admin1 = benchId('bench-admin-1');

/** @type {import('../lists.mjs').ListEndpoint[]} */
export const endpoints = [
  {
    name: 'GET /api/assigned-users-with-active-subscription (admin, ~475)',
    as: 'admin',
    first: '/api/assigned-users-with-active-subscription?page=1&limit=10&search=',
    deep: '/api/assigned-users-with-active-subscription?page=1000&limit=10&search=',
    search: '/api/assigned-users-with-active-subscription?page=1&limit=10&search=olivia',
  },
  {
    name: 'GET /api/assigned-users-with-active-subscription (super admin, 95 000)',
    as: 'superAdmin',
    first: '/api/assigned-users-with-active-subscription?page=1&limit=10&search=',
    deep: '/api/assigned-users-with-active-subscription?page=1000&limit=10&search=',
    search: '/api/assigned-users-with-active-subscription?page=1&limit=10&search=thompson',
  },
  {
    name: 'GET /api/users?accountOfficer= (super admin, one admin of 200)',
    as: 'superAdmin',
    first: `/api/users?accountOfficer=${admin1}&page=1`,
    deep: `/api/users?accountOfficer=${admin1}&page=1000`,
    search: `/api/users?accountOfficer=${admin1}&page=1&search=olivia`,
  },
];

/** The core seed loads accounts with triggers off, so every assigned candidate per day is rebuilt from the rows. */
export async function seed(client) {
  await client.query('select refresh_assigned_days()');
}
