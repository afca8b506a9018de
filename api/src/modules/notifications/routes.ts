import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  envelope,
  notificationCountSchema,
  notificationIdParams,
  notificationMessages,
  notificationReadQuery,
  notificationReadSchema,
  notificationRequest,
  notificationSchema,
  notificationSentSchema,
  notificationsQuery,
  page,
  type Role,
  showsNothing,
} from '@portal/shared/contracts';
import { signedInUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/errors';
import { errorResponses } from '../../http/responses';
import type { UserRow } from '../users/tables';
import { writeEvent } from './live';
import {
  countAddressable,
  countUnreadNotifications,
  listShownInbox,
  markNotificationRead,
  sendNotification,
  type Audience,
} from './repository';
import { notificationText, sanitiseNotificationBody } from './sanitise';
import { notificationApiMessages } from './texts';

/**
 * The audience of a send, by the sender's role (spec section 6): all users (candidates), all of the other staff
 * group (a super admin's admins, an admin's super admins), both (`general`), or accounts chosen one by one,
 * which an admin may pick only among their own candidates and the super admins.
 */
async function audienceOf(
  app: FastifyInstance,
  sender: UserRow,
  body: { allUser: boolean; allAdmin: boolean; general: boolean; selectedUser?: string[] | undefined },
): Promise<Audience> {
  const staffGroup: Role = sender.role === 'superAdmin' ? 'admin' : 'superAdmin';
  if ([body.allUser, body.allAdmin, body.general].filter(Boolean).length > 1)
    throw new HttpError(400, notificationMessages.oneAudience);
  if (body.allUser) return { roles: ['user'] };
  if (body.allAdmin) return { roles: [staffGroup] };
  if (body.general) return { roles: ['user', staffGroup] };
  const chosen = [...new Set(body.selectedUser ?? [])];
  if (chosen.length === 0) throw new HttpError(400, notificationMessages.noAudience);
  if ((await countAddressable(app.db, sender, chosen)) !== chosen.length)
    throw new HttpError(
      sender.role === 'superAdmin' ? 400 : 403,
      sender.role === 'superAdmin'
        ? notificationApiMessages.unknownRecipients
        : notificationApiMessages.adminMayNotAddress,
    );
  return { users: chosen };
}

/** Marks the caller's copy read (once) and answers their new unread count; 404 when they did not receive it. */
async function markRead(app: FastifyInstance, request: FastifyRequest, notificationId: string) {
  const reader = signedInUser(request).id;
  const marked = await app.db.transaction().execute((trx) => markNotificationRead(trx, reader, notificationId));
  if (!marked) throw new HttpError(404, notificationApiMessages.notFound);
  return {
    success: true,
    message: notificationApiMessages.markedRead,
    data: { _id: notificationId, isOpened: true as const, unread: await countUnreadNotifications(app.db, reader) },
  };
}

const acceptsEventStream = (accept: string | undefined) => /(^|,)\s*text\/event-stream\s*(;|,|$)/i.test(accept ?? '');

export default async function notificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/notification-count',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: 'Unread notifications of the signed-in user (any role)',
        response: { 200: notificationCountSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ success: true, data: await countUnreadNotifications(app.db, signedInUser(request).id) }),
  );

  app.post(
    '/notification',
    {
      preValidation: app.requireRole('admin', 'superAdmin'),
      schema: {
        tags: ['notifications'],
        summary:
          "Staff: send a notification. The body is sanitised to the rich-text allow-list before it is stored; the audience rules are the sender role's (an admin picks only their own candidates and the super admins).",
        body: notificationRequest,
        response: { 201: envelope(notificationSentSchema), ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const sender = signedInUser(request);
      const { title, message, type } = request.body;
      const clean = sanitiseNotificationBody(message);
      const text = notificationText(clean);
      if (showsNothing(text)) throw new HttpError(400, notificationMessages.messageRequired);
      const audience = await audienceOf(app, sender, request.body);
      const sent = await app.db
        .transaction()
        .execute((trx) =>
          sendNotification(trx, { title, message: clean, messageText: text, type, sender: sender.id }, audience),
        );
      return reply.code(201).send({
        success: true,
        message: notificationApiMessages.sent,
        data: { _id: sent.id, recipients: sent.recipients },
      });
    },
  );

  app.get(
    '/notifications',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary:
          "The caller's own notifications, newest first, with their senders; `search` looks in titles and messages. `recipients` and `populate` (the spec's client sends them) change nothing: nobody reads another's inbox. totalDocs stops counting at 10 000; with a search it counts only up to this page (hasNextPage tells whether more match).",
        querystring: notificationsQuery,
        response: { 200: envelope(page(notificationSchema)), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { page: pageNumber, limit, search } = request.query;
      const inbox = await listShownInbox(app.db, signedInUser(request).id, {
        page: pageNumber,
        limit,
        search: search || undefined,
      });
      return {
        success: true,
        data: {
          docs: inbox.docs,
          totalDocs: inbox.totalDocs,
          page: pageNumber,
          limit,
          // The pages the total fills (as every list's), and at least the next one when it follows (a search's total
          // runs to this page only); never the page asked for when it is past the end.
          totalPages: Math.max(Math.ceil(inbox.totalDocs / limit), inbox.hasNextPage ? pageNumber + 1 : 0),
          hasNextPage: inbox.hasNextPage,
        },
      };
    },
  );

  app.patch(
    '/notifications/:id/read',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary:
          "Mark one of the caller's notifications read (once: later calls change nothing); answers the new unread count",
        params: notificationIdParams,
        response: { 200: envelope(notificationReadSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => markRead(app, request, request.params.id),
  );

  app.get(
    '/notification',
    {
      preValidation: app.authenticate,
      schema: {
        tags: ['notifications'],
        summary: "The spec client's mark-read call (`?_id=`), kept: the same as PATCH /notifications/{id}/read",
        querystring: notificationReadQuery,
        response: { 200: envelope(notificationReadSchema), ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => markRead(app, request, request.query._id),
  );

  app.get(
    '/notifications/stream',
    {
      preValidation: app.authenticate,
      compress: false,
      schema: {
        tags: ['notifications'],
        summary:
          'Live unread count. With `Accept: text/event-stream`: a server-sent-events stream (an `unread` event on connect and after each change, a heartbeat comment every 20 s; it ends when the session does). Otherwise the current count once, as JSON.',
        response: { 200: notificationCountSchema, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      const reader = signedInUser(request);
      if (!acceptsEventStream(request.headers.accept))
        return { success: true, data: await countUnreadNotifications(app.db, reader.id) };

      const authorization = request.headers.authorization;
      // The same check as every request, made again with this stream's token (see live.ts).
      const sessionHolds = async () => {
        const probe = {
          headers: { authorization },
          currentUser: null,
          currentSession: null,
        } as unknown as FastifyRequest;
        try {
          await app.authenticate.call(app, probe, reply);
          return true;
        } catch (error) {
          if (error instanceof HttpError && error.statusCode === 401) return false;
          throw error;
        }
      };
      reply.hijack();
      const response = reply.raw;
      response.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
      });
      // The browser's own reconnect delay; the shell's client backs off further on its own.
      response.write('retry: 3000\n\n');
      const remove = app.notificationStreams.add({
        userId: reader.id,
        response,
        sessionHolds,
        checkedAt: Date.now(),
      });
      response.on('close', remove);
      try {
        writeEvent(response, 'unread', { unread: await countUnreadNotifications(app.db, reader.id) });
      } catch (error) {
        request.log.error({ err: error }, 'Unread count for a new stream failed');
        response.end();
      }
      return reply;
    },
  );
}
