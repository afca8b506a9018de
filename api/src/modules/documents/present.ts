import { withoutDirectionControls, type Document } from '@portal/shared/contracts';
import { sql } from 'kysely';
import type { Listed } from '../../db/page-with-total';
import { presentation } from '../../db/presented-json';
import type { DocumentRow } from './tables';

/** Where this server serves an upload (followed by its id). */
export const fileUriPrefix = '/api/document/file/';
/** The portal URL that serves an upload to those allowed to see it (never a storage path). */
export const fileUri = (uploadId: string) => `${fileUriPrefix}${uploadId}`;
const fileUriPattern =
  /^(?:https?:\/\/[^/]+)?\/api\/document\/file\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The upload id in a uri this server handed out; null for anything else. */
export function uploadIdOf(uri: string): string | null {
  return fileUriPattern.exec(uri.trim())?.[1]?.toLowerCase() ?? null;
}

/** A document as the API shows it (db/presented-json.ts): where its file is served, never its storage key. */
export const shownDocument = presentation<Listed<DocumentRow>, Document>({
  _id: 'id',
  user: 'user_id',
  type: 'type',
  title: 'title',
  uri: { column: 'upload_id', prefix: fileUriPrefix },
  size: 'size',
  category: 'category',
  default: 'is_default',
  agree: 'agree',
  createdAt: { iso: 'created_at' },
});

export const presentDocument = shownDocument.present;

/**
 * The documents of the user `userRef` names, in this order, as the API shows them: one JSON column of a row of theirs,
 * as kept for the staff lists (migrations/202611271400_shown_documents.ts: `shownDocument`'s JSON, in both orders).
 */
export const shownDocumentsOf = (userRef: string, order: 'category' | 'created_at') =>
  sql<Document[]>`coalesce((select ${sql.ref(order === 'category' ? 'k.by_category' : 'k.by_date')}
                              from shown_documents as k where k.user_id = ${sql.ref(userRef)}), '[]'::json)`;

/** Line breaks and tabs (with the line and paragraph separators U+2028, U+2029): a title keeps one line. */
const titleBreaks = /[\t\n\v\f\r\u2028\u2029]+/g;
/**
 * Characters a title never keeps: the other control characters (NUL …), DEL, '"', and (`withoutDirectionControls`)
 * the bidirectional controls, which make 'cv\u202Efdp.exe' show as 'cvexe.pdf'.
 */
// eslint-disable-next-line no-control-regex
const unsafeTitleCharacters = /[\u0000-\u001f\u007f"]/g;

/** A document title as stored and shown: one line, without the characters above, trimmed, at most 255 characters. */
export function cleanTitle(title: string): string {
  return withoutDirectionControls(title.replace(titleBreaks, ' ').replace(unsafeTitleCharacters, ''))
    .trim()
    .slice(0, 255);
}

/**
 * A client's file name as a title: the last path segment, cleaned as every title is. It is only ever shown and
 * sent back in Content-Disposition, never used as a path.
 */
export function cleanFileName(name: string | undefined, type: string): string {
  const lastSegment = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = cleanTitle(lastSegment);
  return cleaned && cleaned !== '.' && cleaned !== '..' ? cleaned : `document.${type}`;
}

/**
 * A stored file's name as it is saved: ending in the file's own type (judged by its bytes), so one uploaded as 'cv.html'
 * or 'cv.exe' is saved as 'cv.html.pdf', and a saved copy never opens as what its name claimed.
 */
export function nameOfType(name: string, type: string): string {
  return name.toLowerCase().endsWith(`.${type}`) ? name : `${name}.${type}`;
}

/** inline for PDF (opens in a tab), attachment for Word; an ASCII fallback plus the UTF-8 name (`nameOfType`). */
export function contentDisposition(title: string, type: string): string {
  const disposition = type === 'pdf' ? 'inline' : 'attachment';
  const name = nameOfType(title, type);
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
