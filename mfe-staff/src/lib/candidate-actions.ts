import { api, errorMessage } from '@portal/shared';
import type { Document, DocumentUpload, Portal, RevealedCredential } from '@portal/shared/contracts';
import { DocumentRefused } from '@portal/shared/ui/candidate-profile';
import { messages } from '../texts';

/**
 * The candidate modal's server calls, shared by every staff list that opens it: the audited reveal and the
 * replacement of a document (upload, then attach as the candidate's new version).
 */
export async function revealPassword(portal: Portal): Promise<string> {
  const answer = await api().post(`portals/${portal._id}/reveal`).json<{ data: RevealedCredential }>();
  return answer.data.password;
}

export async function replaceDocument(document: Document, file: File): Promise<void> {
  try {
    const form = new FormData();
    form.append('category', document.category);
    form.append('file', file);
    const upload = await api().post('document/uploads', { body: form }).json<{ data: DocumentUpload }>();
    await api()
      .post('document/admin-upload', {
        json: {
          user: document.user,
          type: upload.data.type,
          title: upload.data.title,
          uri: upload.data.uri,
          size: upload.data.size,
          category: document.category,
          default: document.default,
        },
      })
      .json();
  } catch (error) {
    const reason = await errorMessage(error, messages.uploadFailed);
    throw reason === messages.uploadFailed ? error : new DocumentRefused(reason);
  }
}
