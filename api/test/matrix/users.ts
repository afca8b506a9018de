// The authorisation matrix's rows for the users module's routes.
import sharp from 'sharp';
import { multipart } from '../helpers';
import type { World } from '../principals';
import { everyone, candidatesOnly, json, type Rows } from './support';

const photo = () =>
  sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 120, b: 200 } } })
    .png()
    .toBuffer();

/** A fresh photo of the owner's for each call (a later upload replaces it): anyone may load it (an <img> sends no token). */
async function ownersPhotoUrl(world: World): Promise<string> {
  const body = multipart([{ name: 'file', filename: 'me.png', content: await photo(), contentType: 'image/png' }]);
  const answer = await world.app.inject({
    method: 'POST',
    url: '/api/user/profile-picture',
    payload: body.payload,
    headers: { ...body.headers, authorization: `Bearer ${world.tokens.owner}` },
  });
  return (answer.json() as { data: { profilePicture: string } }).data.profilePicture;
}

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
  // Settings (every role). The password and e-mail rows are refused by content (a wrong old password, a code
  // never sent), so the principals keep their sessions and addresses: the status shows the route let them in.
  'PATCH /api/user/profile-details': {
    signedIn: everyone(200),
    request: () => json({ firstName: 'Matrix', lastName: 'Person', phoneNumber: '+61412345678' }),
  },
  'PATCH /api/user/change-password': {
    signedIn: everyone(400),
    request: () => json({ oldPassword: 'Not@TheOne1', newPassword: 'Better@2027' }),
  },
  'POST /api/user/email-change': {
    signedIn: everyone(200),
    request: (world) => json({ newEmail: world.uniqueEmail('change'), password: 'Portal@2026' }),
  },
  'POST /api/user/email-change/confirm': {
    signedIn: everyone(400),
    request: () => json({ code: '000000' }),
  },
  'POST /api/user/profile-picture': {
    signedIn: everyone(200),
    request: async () =>
      multipart([{ name: 'file', filename: 'me.png', content: await photo(), contentType: 'image/png' }]),
  },
  'GET /api/user/photo/{photoId}': {
    signedIn: everyone(200),
    anonymous: 200,
    request: async (world) => ({ url: await ownersPhotoUrl(world) }),
  },
};
