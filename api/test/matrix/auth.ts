// The authorisation matrix's rows for the auth module's routes.
import assert from 'node:assert/strict';
import { latestMail, latestVerificationCode, newCandidate } from '../helpers';
import { everyone, json, signedUpAddress, tokenIn, type Rows } from './support';

export const rows: Rows = {
  'GET /api/auth/config': { anonymous: 200, signedIn: everyone(200) },
  'POST /api/auth/signup': {
    anonymous: 201,
    signedIn: everyone(201),
    request: (world) => json(newCandidate(world.uniqueEmail('new'))),
  },
  'POST /api/auth/email-verification': {
    anonymous: 200,
    signedIn: everyone(200),
    request: async (world) => {
      const email = await signedUpAddress(world);
      return json({ email, token: await latestVerificationCode(world.db, email) });
    },
  },
  'POST /api/auth/resend-verification-code': {
    anonymous: 200,
    signedIn: everyone(200),
    request: async (world) => json({ email: await signedUpAddress(world) }),
  },
  'POST /api/auth/signin': {
    anonymous: 200,
    signedIn: everyone(200),
    request: (world) => json({ email: world.emails.otherCandidate, password: 'Portal@2026' }),
  },
  'POST /api/auth/forget-password': {
    anonymous: 200,
    signedIn: everyone(200),
    request: (world) => json({ email: world.uniqueEmail('forgot') }),
  },
  'POST /api/auth/reset-password': {
    anonymous: 200,
    signedIn: everyone(200),
    request: async (world) => {
      // A verified account of its own, so resetting it ends nobody else's session.
      const email = await signedUpAddress(world);
      await world.db.updateTable('users').set({ email_verified: true }).where('email', '=', email).execute();
      const asked = await world.app.inject({ method: 'POST', url: '/api/auth/forget-password', payload: { email } });
      assert.equal(asked.statusCode, 200, asked.body);
      const token = tokenIn((await latestMail(world.db, email)).text, 'reset-password');
      return json({ email, password: 'Renewed@2026', token });
    },
  },
  'POST /api/auth/google': {
    anonymous: 200,
    signedIn: everyone(200),
    request: async (world) => json({ credential: await world.googleIdToken(world.uniqueEmail('google')) }),
  },
  'POST /api/auth/signout': { signedIn: everyone(200), freshSession: true },
};
