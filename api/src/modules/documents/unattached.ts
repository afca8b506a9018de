import { sql, type Kysely, type Transaction } from 'kysely';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database-types';
import type { DocumentStorage } from '../../providers/document-storage';

/**
 * An upload is the uploader's until POST /document attaches it. One never attached is kept this long
 * (time to finish the step), then removed with its file.
 */
export const unattachedUploadLifetimeMs = 24 * 60 * 60 * 1000;
/** Unattached uploads a candidate may hold at once: the step needs two, retries a few more. */
export const maxUnattachedUploads = 10;
/** How often the server looks for expired ones. */
export const unattachedSweepIntervalMs = 60 * 60 * 1000;

/** Uploads of this user not attached to a document and not expired yet. */
export async function countUnattachedUploads(db: Kysely<Database>, userId: string, now = new Date()): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(now.getTime() - unattachedUploadLifetimeMs))
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('documents').select('id').whereRef('documents.upload_id', '=', 'uploads.id'))),
    )
    .where(({ not, exists, selectFrom }) =>
      not(exists(selectFrom('applications').select('id').whereRef('applications.cv_upload_id', '=', 'uploads.id'))),
    )
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Takes an upload for attaching: locks its row for the transaction, so a clean-up running at that moment
 * either finished first (the upload is gone: undefined) or leaves it alone.
 */
export const lockUploadForAttach = (trx: Transaction<Database>, uploadId: string) =>
  trx.selectFrom('uploads').select('id').where('id', '=', uploadId).forUpdate().executeTakeFirst();

/**
 * The candidate an application was sent for with this upload as its CV, or null. Such a file is kept when the
 * candidate replaces that CV (the application shows what was sent, not the current one).
 */
export async function candidateSentWith(db: Kysely<Database>, uploadId: string): Promise<string | null> {
  const row = await db
    .selectFrom('applications')
    .select('user_id')
    .where('cv_upload_id', '=', uploadId)
    .limit(1)
    .executeTakeFirst();
  return row?.user_id ?? null;
}

/**
 * Removes uploads never attached and older than their lifetime: rows first (skipping any an attach holds),
 * then their files. Returns how many went.
 */
export async function removeExpiredUploads(
  db: Kysely<Database>,
  storage: DocumentStorage,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - unattachedUploadLifetimeMs);
  const removed = await sql<{ storage_key: string }>`
    delete from uploads
    where id in (
      select u.id from uploads u
      where u.created_at < ${cutoff}
        and not exists (select 1 from documents d where d.upload_id = u.id)
        and not exists (select 1 from applications a where a.cv_upload_id = u.id)
      for update of u skip locked
    )
    returning storage_key`.execute(db);
  for (const { storage_key: key } of removed.rows)
    await storage
      .remove(key)
      .catch((error: unknown) => log.warn({ err: error, key }, 'Expired upload left in storage'));
  if (removed.rows.length > 0) log.info({ count: removed.rows.length }, 'Removed uploads never attached');
  return removed.rows.length;
}
