// The authorisation matrix's rows for the admins module's routes (issue 16): the super admin only, except the
// new admin's set-password link, which is the link's (no session).
import assert from 'node:assert/strict';
import { bearer, latestMail } from '../helpers';
import type { World } from '../principals';
import { everyone, json, tokenIn, type Rows } from './support';

const superAdminOnly = (status: number) => ({ ...everyone(403), superAdmin: status });

/** A new admin (through the super admin's call), with the token of their set-password link. */
async function newAdmin(world: World): Promise<{ id: string; token: string }> {
  const email = world.uniqueEmail('admin');
  const answer = await world.app.inject({
    method: 'POST',
    url: '/api/auth/create-admin',
    headers: bearer(world.tokens.superAdmin),
    payload: { firstName: 'Matrix', lastName: 'Admin', phoneNumber: '+61355504499', email, role: 'admin' },
  });
  assert.equal(answer.statusCode, 201, answer.body);
  const mail = await latestMail(world.db, email);
  return { id: answer.json().data._id as string, token: tokenIn(mail.text, '/set-password') };
}

export const rows: Rows = {
  'PATCH /api/user/update-status': {
    signedIn: superAdminOnly(200),
    request: async (world) => json({ user: (await newAdmin(world)).id, status: 'suspended' }),
  },
  'POST /api/auth/create-admin': {
    signedIn: superAdminOnly(201),
    request: (world) =>
      json({
        firstName: 'Matrix',
        lastName: 'Admin',
        phoneNumber: '+61355504499',
        email: world.uniqueEmail('created'),
        role: 'admin',
      }),
  },
  'POST /api/admins/{adminId}/setup-link': {
    signedIn: superAdminOnly(200),
    request: async (world) => ({ url: `/api/admins/${(await newAdmin(world)).id}/setup-link` }),
  },
  'GET /api/admins/{adminId}/activity': {
    signedIn: superAdminOnly(200),
    request: (world) => ({ url: `/api/admins/${world.ids.assignedAdmin}/activity` }),
  },
  'POST /api/auth/set-password/check': {
    anonymous: 200,
    signedIn: everyone(200),
    request: async (world) => json({ token: (await newAdmin(world)).token }),
  },
  'POST /api/auth/set-password': {
    anonymous: 200,
    signedIn: everyone(200),
    request: async (world) => json({ token: (await newAdmin(world)).token, password: 'Admin@2026' }),
  },
  'GET /api/super-admin/overview': { signedIn: superAdminOnly(200) },
};
