import type { Transaction } from 'kysely';
import type { DocumentCategory } from '@portal/shared/contracts';
import { sharedMessages } from '@portal/shared/texts';
import type { Database } from '../../db/database-types';
import { HttpError } from '../../plugins/errors';
import { cleanTitle } from './present';
import type { DocumentRow, UploadRow } from './tables';
import { documentMessages } from './texts';
import { candidateSentWith, lockUploadForAttach } from './unattached';

export type Attachment = {
  userId: string;
  upload: Pick<UploadRow, 'id' | 'type' | 'size'>;
  title: string;
  category: DocumentCategory;
  isDefault: boolean;
  /** The consent to changes the new document carries; given the one it replaces (if any). */
  agree: (previous: DocumentRow | undefined) => 'true' | 'false';
};

/**
 * Attaches an upload as the candidate's document of its category, replacing the one there (one of each). The
 * replaced file's upload row goes too unless an application was sent with it (that application keeps showing it);
 * the caller removes the stored file after commit. The caller holds the candidate's row lock.
 */
export async function attachDocument(
  trx: Transaction<Database>,
  attachment: Attachment,
): Promise<{ document: DocumentRow; replaced: UploadRow | undefined }> {
  const { userId, upload, category } = attachment;
  // The title as every title is kept (no line breaks, no bidi controls), for both the candidate's and staff's attach.
  const title = cleanTitle(attachment.title);
  if (!title) throw new HttpError(400, sharedMessages.documentTitleRequired);
  if (!(await lockUploadForAttach(trx, upload.id))) throw new HttpError(404, sharedMessages.uploadNotFound);
  const attached = await trx.selectFrom('documents').select('id').where('upload_id', '=', upload.id).executeTakeFirst();
  if (attached) throw new HttpError(409, documentMessages.uploadAlreadyAttached);
  const previous = await trx
    .selectFrom('documents')
    .selectAll()
    .where('user_id', '=', userId)
    .where('category', '=', category)
    .executeTakeFirst();
  const agree = attachment.agree(previous);
  if (previous) await trx.deleteFrom('documents').where('id', '=', previous.id).execute();
  // Type and size are what the server measured, not what the client says.
  const document = await trx
    .insertInto('documents')
    .values({
      user_id: userId,
      upload_id: upload.id,
      type: upload.type,
      title,
      size: upload.size,
      category,
      is_default: attachment.isDefault,
      agree,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const replaced =
    previous && (await candidateSentWith(trx, previous.upload_id)) === null
      ? await trx.deleteFrom('uploads').where('id', '=', previous.upload_id).returningAll().executeTakeFirst()
      : undefined;
  return { document, replaced };
}
