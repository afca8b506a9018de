// The session's api client (the run-time singleton), so the bearer token goes with the request.
import { api } from '@portal/shared';
import type { DocumentType } from '../contracts/documents';

/**
 * The file name a document's answer gives (`Content-Disposition`, as the API writes it: an ASCII `filename` and the
 * UTF-8 `filename*`), else `fallback`.
 */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const utf8 = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (utf8) {
    try {
      return decodeURIComponent(utf8.trim());
    } catch {
      // A malformed escape: the ASCII name below.
    }
  }
  return disposition?.match(/filename="([^"]*)"/i)?.[1] || fallback;
}

/** Saves a fetched file under its name: a blob's own URL would save it as a random id. */
function saveAs(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens a stored document (`/api/document/file/<id>`, served only with the bearer token), fetched with the session:
 * a PDF in a new tab, which opens at once (inside the click, so no pop-up blocker stops it) and then shows the file;
 * a Word file (a `type` other than 'pdf', or what a tab opened for an unknown type turns out to hold) is saved under
 * the name the API gives it, and that tab, if one was opened, is closed again.
 */
export async function openDocumentInNewTab(uri: string, type?: DocumentType): Promise<void> {
  const tab = type && type !== 'pdf' ? null : window.open('', '_blank');
  try {
    const response = await api().get(uri.replace(/^\/api\//, '').replace(/^\//, ''));
    const blob = await response.blob();
    if (blob.type !== 'application/pdf') {
      tab?.close();
      saveAs(blob, fileNameOf(response.headers.get('content-disposition'), 'document'));
      return;
    }
    const url = URL.createObjectURL(blob);
    if (tab) tab.location.href = url;
    else window.location.assign(url);
    // The tab has loaded it by then; the URL is freed rather than kept for the page's life.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  } catch (error) {
    tab?.close();
    throw error;
  }
}
