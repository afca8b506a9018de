// The session's api client (the run-time singleton), so the bearer token goes with the request.
import { api } from '@portal/shared';

/**
 * Opens a stored document (`/api/document/file/<id>`, served only with the bearer token) in a new tab: the tab
 * opens at once (inside the click, so no pop-up blocker stops it), then shows the file fetched with the session.
 */
export async function openDocumentInNewTab(uri: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const blob = await api()
      .get(uri.replace(/^\/api\//, '').replace(/^\//, ''))
      .blob();
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
