import DOMPurify from 'dompurify';
import { isAllowedLinkAddress, richTextAllowList } from '@portal/shared/rich-text';

/** One DOMPurify of our own (its hooks stay off any other instance), built from the shared allow-list. */
const purifier = DOMPurify(window);
const allowedAttributes = new Set(Object.values(richTextAllowList.attributes).flat());
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  const allowed = richTextAllowList.attributes[node.nodeName.toLowerCase()] ?? [];
  if (!allowed.includes(data.attrName)) data.keepAttr = false;
  else if (data.attrName === 'href' && !isAllowedLinkAddress(data.attrValue)) data.keepAttr = false;
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A') {
    node.setAttribute('target', richTextAllowList.linkTarget);
    node.setAttribute('rel', richTextAllowList.linkRel);
  }
});

/** A notification body made safe to show (it was sanitised by the server too, with the same allow-list). */
export function sanitisedMessage(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...richTextAllowList.tags],
    ALLOWED_ATTR: [...allowedAttributes],
    ALLOWED_URI_REGEXP: new RegExp(`^(?:${richTextAllowList.linkSchemes.join('|')}):`, 'i'),
    FORBID_CONTENTS: [...richTextAllowList.droppedWithContent],
  });
}

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
