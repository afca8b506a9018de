import './zod-config';
import { z } from 'zod';
import { roles } from '../roles';
import { pageQuery, searchQuery } from './envelope';
import { titleText } from './shown-text';

export const notificationCountSchema = z.object({ success: z.boolean(), data: z.number().int().min(0) });
export type NotificationCount = z.infer<typeof notificationCountSchema>;

/** The longest notification title (the API refuses a longer one; the form's input stops there). */
export const notificationTitleLimit = 200;

export const notificationMessages = {
  titleRequired: 'Title is required!',
  messageRequired: 'Message is required!',
  titleTooLong: `The title may be at most ${notificationTitleLimit} characters.`,
  messageTooLong: 'The message is too long.',
  oneAudience: 'Choose one audience: all users, all admins or chosen users.',
  noAudience: 'Choose who receives the notification.',
  tooManyChosen: 'Choose at most 500 users, or send to a whole group.',
  invalidUserId: 'Each chosen user must be a user id.',
} as const;

/** The most users one notification may name one by one; larger audiences are the all-users and all-staff sends. */
export const chosenRecipientsLimit = 500;
/** A stored body, sanitised, at most this long (the editor's longest sensible message, with its markup). */
export const notificationMessageLimit = 100_000;

/** POST /notification: spec section 3's send payload. */
export const notificationRequest = z.object({
  title: titleText(notificationTitleLimit, {
    required: notificationMessages.titleRequired,
    tooLong: notificationMessages.titleTooLong,
  }),
  message: z
    .string({ error: notificationMessages.messageRequired })
    .max(notificationMessageLimit, notificationMessages.messageTooLong),
  allUser: z.boolean().default(false),
  allAdmin: z.boolean().default(false),
  general: z.boolean().default(false),
  selectedUser: z
    .array(z.uuid({ error: notificationMessages.invalidUserId }))
    .max(chosenRecipientsLimit, notificationMessages.tooManyChosen)
    .optional(),
  type: z.literal('info').default('info'),
});
export type NotificationRequest = z.input<typeof notificationRequest>;

export const notificationSenderSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(roles),
  profilePicture: z.string().nullable(),
});
export type NotificationSender = z.infer<typeof notificationSenderSchema>;

/** One notification as its reader gets it: `recipients` holds only the reader's own row. */
export const notificationSchema = z.object({
  _id: z.string(),
  title: z.string(),
  message: z.string(),
  type: z.string(),
  createdAt: z.string(),
  /** Null for a notification whose sender's account is gone. */
  sender: notificationSenderSchema.nullable(),
  isOpened: z.boolean(),
  recipients: z.array(z.object({ user: z.string(), isOpened: z.boolean() })),
});
export type PortalNotification = z.infer<typeof notificationSchema>;

/** GET /notifications: `recipients` and `populate` are the spec client's and change nothing (always the caller's own). */
export const notificationsQuery = pageQuery.extend({
  search: searchQuery,
  recipients: z.string().max(100).optional(),
  populate: z.string().max(100).optional(),
});
export type NotificationsQuery = z.input<typeof notificationsQuery>;

export const notificationIdParams = z.object({ id: z.uuid({ error: 'The notification id must be an id.' }) });
/** GET /notification?_id=: the spec client's way to mark one read. */
export const notificationReadQuery = z.object({ _id: z.uuid({ error: 'The notification id must be an id.' }) });

export const notificationSentSchema = z.object({
  _id: z.string(),
  /** How many accounts received it. */
  recipients: z.number().int().min(0),
});

export const notificationReadSchema = z.object({
  _id: z.string(),
  isOpened: z.literal(true),
  unread: z.number().int(),
});

/** What the live stream sends: the unread count, on connect and after each change of it. */
export const notificationStreamEventSchema = z.object({
  unread: z.number().int().min(0),
  /** The notification that just arrived, when that is why the count changed. */
  notification: z.string().optional(),
});
export type NotificationStreamEvent = z.infer<typeof notificationStreamEventSchema>;
