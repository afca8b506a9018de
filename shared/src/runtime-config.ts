/**
 * Configuration read at run time, not compiled in: the API base comes from
 * `<meta name="portal-api-base">` in the shell's HTML (the server writes it), default `/api`.
 */
export type RuntimeConfig = { apiBase: string };

export function getRuntimeConfig(): RuntimeConfig {
  const meta = typeof document === 'undefined' ? null : document.querySelector('meta[name="portal-api-base"]');
  const apiBase = meta?.getAttribute('content')?.trim();
  return { apiBase: apiBase || '/api' };
}
