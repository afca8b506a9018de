/**
 * Spaces in rich text (docs/decisions.md, 'non-breaking spaces'): Quill 2's `getSemanticHTML` writes every space as
 * `&nbsp;`, so a line could only break inside a word. A run of spaces becomes ordinary spaces; a run of two or more
 * keeps its width by alternating with non-breaking ones (starting with one, which HTML does not collapse).
 */
const spaceRun = /(?:&nbsp;|&#160;|&#xa0;|[ \u00a0])+/gi;
const spaceRunInText = /[ \u00a0]+/g;

function ordinaryRun(length: number, nonBreaking: string): string {
  if (length === 1) return ' ';
  return Array.from({ length }, (_, index) => (index % 2 === 0 ? nonBreaking : ' ')).join('');
}

const runLength = (run: string) => run.replace(/&[^;]+;/g, '\u00a0').length;

/** A text node's words with ordinary spaces between them (the non-breaking space as the character U+00A0). */
export function ordinarySpaces(text: string): string {
  return text.replace(spaceRunInText, (run) => ordinaryRun(run.length, '\u00a0'));
}

/** The same for HTML: only the text between tags changes (`&nbsp;` as the entity or the character). */
export function ordinarySpacesInHtml(html: string): string {
  return html.replace(
    /(^|>)([^<]*)/g,
    (_match, tagEnd: string, text: string) =>
      tagEnd + text.replace(spaceRun, (run) => ordinaryRun(runLength(run), '&nbsp;')),
  );
}
