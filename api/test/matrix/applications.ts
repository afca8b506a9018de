// The authorisation matrix's rows for the applications module's routes.
import type { World } from '../principals';
import { candidatesOnly, everyone, json, ownerAndTheirStaff, type Rows } from './support';

/** An application for the owner on their platform with their current CV (the payload of spec section 3). */
async function ownersApplication(world: World) {
  const [portal, resume] = await Promise.all([
    world.db
      .selectFrom('portals')
      .select(['id', 'name'])
      .where('user_id', '=', world.ids.owner)
      .executeTakeFirstOrThrow(),
    world.db
      .selectFrom('documents')
      .select('id')
      .where('user_id', '=', world.ids.owner)
      .where('category', '=', 'Resume/CV')
      .executeTakeFirstOrThrow(),
  ]);
  return {
    user: world.ids.owner,
    portalName: portal.name,
    status: 'applied',
    company: 'Canva',
    description: 'Front-end work on the editor.',
    location: 'Sydney NSW',
    title: 'Software Engineer',
    resume: resume.id,
    platform: portal.id,
    details: {
      appliedDate: new Date().toISOString(),
      level: 'Mid Level',
      duration: 'Permanent',
      salary: '$120,000',
      type: 'Full-Time',
      applicationType: 'Apply',
    },
  };
}

export const rows: Rows = {
  'GET /api/applications': {
    signedIn: ownerAndTheirStaff(200),
    request: (world) => ({ query: { user: world.ids.owner } }),
  },
  'GET /api/application/user-application-count': {
    signedIn: ownerAndTheirStaff(200),
    request: (world) => ({ query: { user: world.ids.owner } }),
  },
  'GET /api/application/dashboard': { signedIn: candidatesOnly(200) },
  'POST /api/application': {
    // Staff record applications: the owner's assigned admin and a super admin (within the owner's Free quota).
    signedIn: { ...everyone(403), assignedAdmin: 201, superAdmin: 201 },
    request: async (world) => json(await ownersApplication(world)),
  },
  'GET /api/application/export': {
    signedIn: ownerAndTheirStaff(200),
    request: (world) => ({
      query: { user: world.ids.owner, from: '2026-01-01', to: '2026-03-31', format: 'csv', tz: 'Australia/Sydney' },
    }),
  },
};
