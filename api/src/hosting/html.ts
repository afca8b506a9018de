export const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's own title and description in the head, so they are there before any script runs. */
export function withPageMeta(html: string, meta: { title?: string; description?: string }): string {
  let result = html;
  if (meta.title !== undefined)
    result = result.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(meta.title!)}</title>`);
  if (meta.description !== undefined)
    result = result.replace(
      /(<meta\s+name="description"\s+content=")[^"]*(")/,
      (_match, start: string, end: string) => `${start}${escapeAttribute(meta.description!)}${end}`,
    );
  return result;
}

/** PUBLIC_API_BASE written into the shell's <meta name="portal-api-base">. */
export function withApiBase(html: string, apiBase: string): string {
  const escaped = escapeAttribute(apiBase);
  return html.replace(
    /(<meta\s+name="portal-api-base"\s+content=")[^"]*(")/,
    (_match, start: string, end: string) => `${start}${escaped}${end}`,
  );
}
