/**
 * What a notification body may hold (issue 13, docs/decisions.md): what the editor's toolbar produces and
 * nothing else. The one allow-list: the API's sanitize-html and the browser's DOMPurify are both built from it.
 */
export const richTextAllowList = {
  /** Headings 1-2, bold, italic, underline, both lists, line breaks, paragraphs, divs and links. */
  tags: ['h1', 'h2', 'b', 'strong', 'i', 'em', 'u', 'ol', 'ul', 'li', 'br', 'div', 'p', 'a'],
  /** Only a link carries attributes: where it goes, and how it opens (both set by the sanitiser). */
  attributes: { a: ['href', 'target', 'rel'] } as Record<string, readonly string[]>,
  /** A link's address must use one of these; any other (javascript:, data:, vbscript:, relative) is removed. */
  linkSchemes: ['http', 'https', 'mailto'],
  /** Every link opens in a new tab without handing the portal's window to the linked page. */
  linkTarget: '_blank',
  linkRel: 'noopener noreferrer',
  /** Elements kept as another: preformatted blocks become divs. */
  renamed: { pre: 'div' } as Record<string, string>,
  /** Elements that become a link to their `src` (a video embed is shown as a link, never an iframe). */
  shownAsLinks: ['iframe'],
  /** Elements dropped with everything inside them (not only their tags). */
  droppedWithContent: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'template',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'object',
    'embed',
    'svg',
    'math',
  ],
} as const;

/** An address is allowed as a link when its scheme is one of `linkSchemes` (case-insensitive, after trimming). */
export function isAllowedLinkAddress(address: string): boolean {
  const scheme = /^\s*([a-z][a-z0-9+.-]*):/i.exec(address)?.[1]?.toLowerCase();
  return scheme !== undefined && (richTextAllowList.linkSchemes as readonly string[]).includes(scheme);
}
