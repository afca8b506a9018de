import { api } from '@portal/shared';
import {
  documentUploadSchema,
  envelope,
  type createDocumentRequest,
  type DocumentCategory,
  type DocumentUpload,
} from '@portal/shared/contracts';
import { uploadFetch, type UploadProgress } from './upload-fetch';
import type { Parsed } from '../../../lib/parsed';

const uploadEnvelope = envelope(documentUploadSchema);

/** POST /api/document/uploads: the file alone (multipart, optional category), reporting progress as it goes. */
export async function uploadFile(
  file: File,
  category: DocumentCategory,
  onProgress: UploadProgress,
): Promise<DocumentUpload> {
  const body = new FormData();
  body.append('category', category);
  body.append('file', file, file.name);
  // ky's own timeout would cut a large upload at 20 s; uploadFetch stops it when it stalls instead.
  const answer = await api()
    .post('document/uploads', { body, timeout: false, fetch: uploadFetch(body, onProgress) })
    .json();
  return uploadEnvelope.parse(answer).data;
}

/** POST /api/document: attaches an upload to the signed-in candidate (spec section 7). */
export async function createDocument(payload: Parsed<typeof createDocumentRequest>): Promise<void> {
  await api().post('document', { json: payload }).json();
}
