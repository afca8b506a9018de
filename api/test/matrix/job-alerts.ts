// The authorisation matrix's rows for the job-alerts module's routes.
import assert from 'node:assert/strict';
import { latestMail } from '../helpers';
import type { World } from '../principals';
import { everyone, json, tokenIn, type Rows } from './support';

async function jobAlertConfirmToken(world: World, email: string): Promise<string> {
  const asked = await world.app.inject({
    method: 'POST',
    url: '/api/job-alerts',
    payload: { email, experience: '3-5', locations: ['Sydney'], salaryRange: 'under-80k' },
  });
  assert.equal(asked.statusCode, 202, asked.body);
  return tokenIn((await latestMail(world.db, email)).text, 'job-alerts/confirm');
}

export const rows: Rows = {
  'POST /api/job-alerts': {
    anonymous: 202,
    signedIn: everyone(202),
    request: (world) =>
      json({ email: world.uniqueEmail('alert'), experience: '0-2', locations: ['Melbourne'], salaryRange: '80k-120k' }),
  },
  'POST /api/job-alerts/confirm': {
    anonymous: 201,
    signedIn: everyone(201),
    request: async (world) => json({ token: await jobAlertConfirmToken(world, world.uniqueEmail('confirm')) }),
  },
  'POST /api/job-alerts/unsubscribe': {
    anonymous: 200,
    signedIn: everyone(200),
    request: async (world) => {
      const email = world.uniqueEmail('unsubscribe');
      const confirmed = await world.app.inject({
        method: 'POST',
        url: '/api/job-alerts/confirm',
        payload: { token: await jobAlertConfirmToken(world, email) },
      });
      assert.equal(confirmed.statusCode, 201, confirmed.body);
      return json({ token: tokenIn((await latestMail(world.db, email)).text, 'job-alerts/unsubscribe') });
    },
  },
};
