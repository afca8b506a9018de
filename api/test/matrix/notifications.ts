// The authorisation matrix's rows for the notifications module's routes.
import { bearer } from '../helpers';
import type { World } from '../principals';
import { everyone, json, type Rows } from './support';

/** Staff send; candidates only read. 'All admins' is each staff role's own other group, so every sender may use it. */
const staffOnly = (status: number) => ({ ...everyone(status), owner: 403, otherCandidate: 403 });

/** One notification for the owner, sent once: the others opening it find nothing of theirs (404). */
let ownersNotification: string | undefined;
async function notificationOfOwner(world: World): Promise<string> {
  if (ownersNotification) return ownersNotification;
  const answer = await world.app.inject({
    method: 'POST',
    url: '/api/notification',
    headers: bearer(world.tokens.superAdmin),
    payload: { title: 'For the owner', message: '<p>Hello</p>', selectedUser: [world.ids.owner] },
  });
  if (answer.statusCode !== 201) throw new Error(`Notification for the owner: ${answer.statusCode} ${answer.body}`);
  ownersNotification = answer.json().data._id as string;
  return ownersNotification;
}
const onlyTheRecipient = { ...everyone(404), owner: 200 };

export const rows: Rows = {
  'GET /api/notification-count': { signedIn: everyone(200) },
  'POST /api/notification': {
    signedIn: staffOnly(201),
    request: () => json({ title: 'Matrix', message: '<p>Hello</p>', allAdmin: true }),
  },
  'GET /api/notifications': {
    // Always the caller's own inbox, whatever `recipients` names.
    signedIn: everyone(200),
    request: (world) => ({ query: { recipients: world.ids.owner, populate: 'sender', page: '1' } }),
  },
  'PATCH /api/notifications/{id}/read': {
    signedIn: onlyTheRecipient,
    request: async (world) => ({ url: `/api/notifications/${await notificationOfOwner(world)}/read` }),
  },
  'GET /api/notification': {
    signedIn: onlyTheRecipient,
    request: async (world) => ({ query: { _id: await notificationOfOwner(world) } }),
  },
  'GET /api/notifications/stream': {
    // Without `Accept: text/event-stream` the stream route answers the count once (the stream itself is tested
    // over real HTTP in notifications.test.ts).
    signedIn: everyone(200),
  },
};
