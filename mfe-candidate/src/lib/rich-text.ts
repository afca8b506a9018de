import DOMPurify from 'dompurify';
import { isAllowedLinkAddress, ordinarySpaces, richTextAllowList } from '@portal/shared/rich-text';

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
// Rows stored before the editor wrote ordinary spaces hold '&nbsp;' between every word: read here, not migrated.
purifier.addHook('afterSanitizeElements', (node) => {
  if (node.nodeType === Node.TEXT_NODE && node.textContent) node.textContent = ordinarySpaces(node.textContent);
});

/** Rich text (a notification body, a help article) made safe to show; the server sanitised it with the same allow-list. */
export function sanitisedMessage(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: [...richTextAllowList.tags],
    ALLOWED_ATTR: [...allowedAttributes],
    ALLOWED_URI_REGEXP: new RegExp(`^(?:${richTextAllowList.linkSchemes.join('|')}):`, 'i'),
    FORBID_CONTENTS: [...richTextAllowList.droppedWithContent],
  });
}
