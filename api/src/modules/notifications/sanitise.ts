import sanitizeHtml from 'sanitize-html';
import { isAllowedLinkAddress, richTextAllowList } from '@portal/shared/rich-text';

const link = (href: string | undefined) => ({
  tagName: 'a',
  attribs: {
    ...(href !== undefined && isAllowedLinkAddress(href) ? { href: href.trim() } : {}),
    target: richTextAllowList.linkTarget,
    rel: richTextAllowList.linkRel,
  },
});

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextAllowList.tags],
  allowedAttributes: Object.fromEntries(
    Object.entries(richTextAllowList.attributes).map(([tag, names]) => [tag, [...names]]),
  ),
  allowedSchemes: [...richTextAllowList.linkSchemes],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...richTextAllowList.droppedWithContent],
  transformTags: {
    ...Object.fromEntries(Object.entries(richTextAllowList.renamed).map(([from, to]) => [from, to])),
    a: (_tag, attribs) => link(attribs.href),
    ...Object.fromEntries(
      richTextAllowList.shownAsLinks.map((tag) => [
        tag,
        (_tag: string, attribs: sanitizeHtml.Attributes) => ({
          ...link(attribs.src),
          text: attribs.src && isAllowedLinkAddress(attribs.src) ? attribs.src.trim() : '',
        }),
      ]),
    ),
  },
};

/** A notification body reduced to the allow-list (`@portal/shared/rich-text`), before it is stored. */
export function sanitiseNotificationBody(html: string): string {
  return sanitizeHtml(html, options).trim();
}

const blockEnds = /<\/(?:p|div|h1|h2|li)>|<br\s*\/?>/gi;
const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&nbsp;': ' ',
};

/**
 * The words of a sanitised body (for search and for the "is it empty" check): blocks end with a space, tags go,
 * and the few entities sanitize-html writes are read back (it decoded every other one when parsing).
 */
export function notificationText(sanitisedHtml: string): string {
  const text = sanitizeHtml(
    sanitisedHtml.replace(blockEnds, (end) => `${end} `),
    {
      allowedTags: [],
      allowedAttributes: {},
    },
  );
  return text
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (entity) => entities[entity] ?? entity)
    .replace(/\s+/g, ' ')
    .trim();
}
