import { Readable } from 'node:stream';
import { sql, type Kysely } from 'kysely';
import yazl from 'yazl';
import type { Database } from '../../db/database-types';
import type { DocumentStorage } from '../../providers/document-storage';
import { nameOfType } from '../documents/present';
import { publishNotificationEvent } from '../notifications/events';
import { closeOrdersOfLeavingAccount } from '../payments/orders';
import type { PaymentOrderRow } from '../payments/tables';
import type { UserRow } from '../users/tables';
import { photoKeyOf } from '../users/photo';
import { accountDataMessages, deletedAccountNames } from './texts';

/** A file name fit for a zip entry: no folders, no control characters. */
const entryName = (name: string) =>
  // eslint-disable-next-line no-control-regex
  name.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').slice(0, 120) || 'file';

/**
 * Everything the portal holds about one candidate, as JSON (secrets left out: the password hash, the platform
 * passwords, which are stored encrypted, and the codes' digests), and the stored files it names.
 */
export async function collectAccountData(db: Kysely<Database>, user: UserRow) {
  const [uploads, documents, portals, subscriptions, payments, applications, notifications, emailChanges] =
    await Promise.all([
      db.selectFrom('uploads').selectAll().where('user_id', '=', user.id).orderBy('created_at').execute(),
      db.selectFrom('documents').selectAll().where('user_id', '=', user.id).orderBy('created_at').execute(),
      db
        .selectFrom('portals')
        .select(['name', 'had_an_account', 'agreed', 'credential_email', 'created_at', 'updated_at'])
        .where('user_id', '=', user.id)
        .orderBy('name')
        .execute(),
      db
        .selectFrom('subscriptions')
        .select(['plan_name', 'kind', 'months', 'start_date', 'exp_date', 'active', 'created_at'])
        .where('user_id', '=', user.id)
        .orderBy('start_date')
        .execute(),
      db
        .selectFrom('payment_orders')
        .select([
          'plan_name',
          'year',
          'months',
          'tailor_cv',
          'total',
          'gst',
          'currency',
          'status',
          'card_last4',
          'invoice_number',
          'paid_at',
          'created_at',
        ])
        .where('user_id', '=', user.id)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('applications')
        .select([
          'applied_at',
          'title',
          'company',
          'location',
          'description',
          'platform',
          'application_type',
          'level',
          'duration',
          'salary',
          'job_type',
          'status',
          'cv_name',
        ])
        .where('user_id', '=', user.id)
        .orderBy('applied_at', 'desc')
        .execute(),
      db
        .selectFrom('notification_recipients as r')
        .innerJoin('notifications as n', 'n.id', 'r.notification_id')
        .select(['n.title', 'n.message_text as message', 'n.type', 'r.created_at', 'r.is_opened', 'r.opened_at'])
        .where('r.user_id', '=', user.id)
        .orderBy('r.created_at', 'desc')
        .execute(),
      db
        .selectFrom('email_changes')
        .select(['new_email', 'created_at', 'consumed_at'])
        .where('user_id', '=', user.id)
        .orderBy('created_at')
        .execute(),
    ]);
  const [jobAlerts, contactMessages, mails, platformLoginViews] = await Promise.all([
    db
      .selectFrom('job_alerts')
      .select(['email', 'experience', 'locations', 'salary_range', 'created_at'])
      .where('email', '=', user.email)
      .execute(),
    db
      .selectFrom('contact_messages')
      .select(['name', 'email', 'phone', 'subject', 'message', 'created_at'])
      .where('email', '=', user.email)
      .execute(),
    db
      .selectFrom('mail_outbox')
      .select(['subject', 'status', 'created_at', 'sent_at'])
      .where('to', '=', user.email)
      .orderBy('created_at')
      .execute(),
    // Who viewed my platform logins: as the candidate's own page shows it.
    db
      .selectFrom('credential_views')
      .select(['platform', 'viewer_first_name', 'viewer_last_name', 'viewer_role', 'viewed_at'])
      .where('candidate_id', '=', user.id)
      .orderBy('viewed_at', 'desc')
      .execute(),
  ]);
  const files = uploads.map((upload) => ({
    key: upload.storage_key,
    path: `documents/${upload.id.slice(0, 8)}-${nameOfType(entryName(upload.original_name).slice(0, 115), upload.type)}`,
  }));
  const photoKey = photoKeyOf(user.profile_picture);
  const account = {
    id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    emailVerified: user.email_verified,
    role: user.role,
    phoneNumber: user.phone_number,
    address: user.address,
    location: user.location,
    workState: user.work_state,
    jobTitle: user.job_title,
    experienceLevel: user.experience_level,
    salaryRange: user.salary_range,
    status: user.status,
    subscription: user.subscription,
    accountOfficer: user.account_officer,
    profilePicture: photoKey ? 'profile-photo.png' : null,
    createdAt: user.created_at,
    updatedAt: user.updated_at,
  };
  const data = {
    exportedAt: new Date().toISOString(),
    about:
      'Everything Career Portal holds about you. Left out: your password (only a one-way hash is kept) and the passwords of your job-platform logins (stored encrypted; the e-mail of each login is here).',
    account,
    documents: documents.map((document) => ({
      title: document.title,
      category: document.category,
      type: document.type,
      size: document.size,
      isDefault: document.is_default,
      createdAt: document.created_at,
      file:
        files.find((file) => uploads.find((upload) => upload.id === document.upload_id)?.storage_key === file.key)
          ?.path ?? null,
    })),
    files: uploads.map((upload, index) => ({
      name: upload.original_name,
      category: upload.category,
      type: upload.type,
      size: upload.size,
      createdAt: upload.created_at,
      file: files[index]!.path,
    })),
    platformLogins: portals,
    platformLoginViews: platformLoginViews.map((view) => ({
      platform: view.platform,
      viewedAt: view.viewed_at,
      viewer: { firstName: view.viewer_first_name, lastName: view.viewer_last_name, role: view.viewer_role },
    })),
    subscriptions,
    payments,
    applications,
    notifications,
    emailChanges,
    jobAlerts,
    contactMessages,
    emailsSent: mails,
  };
  return { data, files, photoKey };
}

/** The zip: my-data.json, documents/…, profile-photo.png. A file missing from storage is listed and skipped. */
export async function accountDataZip(
  storage: DocumentStorage,
  collected: Awaited<ReturnType<typeof collectAccountData>>,
): Promise<Readable> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(JSON.stringify(collected.data, null, 2)), 'my-data.json');
  for (const file of collected.files) {
    const stream = await storage.open(file.key);
    if (stream) zip.addReadStream(stream, file.path);
  }
  if (collected.photoKey) {
    const stream = await storage.open(collected.photoKey);
    if (stream) zip.addReadStream(stream, 'profile-photo.png');
  }
  zip.end();
  return Readable.from(zip.outputStream);
}

/**
 * Deletes a candidate's account in one transaction: documents and every stored file's row, platform logins and
 * the record of who viewed them, applications, notifications received, codes, e-mail changes, job alerts, contact
 * messages and mails to the address; the account row keeps only what the payment records need (its id), with every
 * personal field emptied, a placeholder e-mail (the address can sign up again) and status deleted. Every session
 * ends (the session version moves on) and so do the live streams, on every instance. Answers the storage keys to
 * remove after the commit (the photo the row holds at that moment, read under its lock).
 */
export async function deleteAccount(
  db: Kysely<Database>,
  user: UserRow,
): Promise<{ storageKeys: string[]; canceledOrders: Pick<PaymentOrderRow, 'id' | 'intent_id'>[] }> {
  return db.transaction().execute(async (trx) => {
    // The account row as it is now, locked: a photo uploaded since the request began is the one to remove.
    const current = await trx
      .selectFrom('users')
      .select('profile_picture')
      .where('id', '=', user.id)
      .forUpdate()
      .executeTakeFirstOrThrow();
    const canceledOrders = await closeOrdersOfLeavingAccount(trx, user.id, accountDataMessages.paymentInProgress);
    const uploads = await trx.selectFrom('uploads').select('storage_key').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('documents').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('uploads').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('credential_views').where('candidate_id', '=', user.id).execute();
    await trx.deleteFrom('portals').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('applications').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('notification_recipients').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('one_time_codes').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('email_changes').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('ended_sessions').where('user_id', '=', user.id).execute();
    await trx.deleteFrom('job_alerts').where('email', '=', user.email).execute();
    await trx.deleteFrom('job_alert_requests').where('email', '=', user.email).execute();
    await trx.deleteFrom('contact_messages').where('email', '=', user.email).execute();
    await trx.deleteFrom('mail_outbox').where('to', '=', user.email).execute();
    await trx
      .updateTable('users')
      .set((eb) => ({
        first_name: deletedAccountNames.firstName,
        last_name: deletedAccountNames.lastName,
        email: sql<string>`'deleted-' || ${user.id}::text || '@deleted.invalid'`,
        password_hash: null,
        email_verified: false,
        phone_number: null,
        address: null,
        location: null,
        work_state: [],
        job_title: [],
        experience_level: null,
        salary_range: null,
        profile_picture: null,
        status: 'deleted',
        // No plan chosen and no officer: the account is on no subscribers' or admin's list, and cannot be assigned.
        // The payment records keep the plan that was paid for.
        subscription: null,
        account_officer: null,
        signup_ticket_digest: null,
        session_version: eb('session_version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', user.id)
      .execute();
    await publishNotificationEvent(trx, { ended: user.id });
    const photoKey = photoKeyOf(current.profile_picture);
    return {
      storageKeys: [...uploads.map((upload) => upload.storage_key), ...(photoKey ? [photoKey] : [])],
      canceledOrders,
    };
  });
}
