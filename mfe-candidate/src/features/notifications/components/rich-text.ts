import { sanitisedMessage } from '../../../lib/rich-text';

/** The words of a message, for the list's preview. */
export function messageText(html: string): string {
  const document = new DOMParser().parseFromString(
    sanitisedMessage(html.replace(/<\/(p|div|h1|h2|li)>|<br\s*\/?>/gi, '$& ')),
    'text/html',
  );
  return (document.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export const PREVIEW_LENGTH = 50;

/** The spec's preview: the first 50 characters, then an ellipsis when there is more. */
export function preview(html: string): string {
  const text = messageText(html);
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH)}...` : text;
}
