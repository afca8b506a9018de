import { documentTypes, maxUploadBytes, type DocumentType } from '@portal/shared/contracts';
import { messages } from '../../../texts';

/** The file's kind by its extension, or null when it is not one the upload step takes. */
export function documentTypeOf(file: File): DocumentType | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase();
  return (documentTypes as readonly string[]).includes(extension ?? '') ? (extension as DocumentType) : null;
}

/**
 * Why a chosen file cannot be sent, or null (spec section 5: PDF, doc or docx; the server's 10 MB).
 * The server judges the bytes again; this only saves the user a wasted upload.
 */
export function documentFileProblem(file: File): string | null {
  if (!documentTypeOf(file)) return messages.invalidFileType;
  if (file.size === 0) return messages.emptyFile;
  if (file.size > maxUploadBytes) return messages.fileTooLarge;
  return null;
}
