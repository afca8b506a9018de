import crypto from 'node:crypto';
import { PRERENDER_RECORDER } from '@portal/shared/contracts';

/**
 * The Content-Security-Policy the portal's HTML is served with. Scripts: this origin, the origins of the
 * federation remotes (from the runtime remotes map, read per request like the map itself) and, by hash, the
 * shell's own inline code (read from the built index.html at serve time, plus the pre-render click recorder).
 * Styles also allow inline ones: antd's CSS-in-JS inserts <style> elements at run time (and pre-rendered pages
 * carry their CSS inline), with no nonce it could take.
 */
export type SiteCspInput = {
  /** The shell's built index.html, as on disk (the scripts it carries inline are allowed by their hash). */
  shellHtml: string;
  /** The runtime remotes map: name → manifest URL (relative URLs are this origin). */
  remotes: Record<string, string>;
  /** PUBLIC_API_BASE: an absolute one is another origin the page calls. */
  apiBase: string | undefined;
  /** Google Identity Services is loaded when Google sign-in is configured. */
  googleSignIn: boolean;
};

/** Where Google Identity Services loads from, per Google's CSP guidance for the Sign-In button. */
const googleIdentity = 'https://accounts.google.com/gsi/';

const sha256 = (text: string) => `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The hash sources of every inline <script> (one without src) in a piece of HTML. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/i.test(attributes) || /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes)) continue;
    hashes.push(sha256(body));
  }
  return hashes;
}

/** The origin of an absolute http(s) URL; null for a relative one (this origin) or anything else. */
function foreignOrigin(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function siteCsp(input: SiteCspInput): string {
  const remoteOrigins = [
    ...new Set(
      Object.values(input.remotes)
        .map(foreignOrigin)
        .filter((o) => o !== null),
    ),
  ];
  const apiOrigin = foreignOrigin(input.apiBase);
  const google = input.googleSignIn ? [googleIdentity] : [];
  const scriptHashes = [...new Set([...inlineScriptHashes(input.shellHtml), sha256(PRERENDER_RECORDER)])];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...scriptHashes, ...remoteOrigins, ...google]],
    ['style-src', ["'self'", "'unsafe-inline'", ...remoteOrigins, ...google]],
    ['img-src', ["'self'", 'data:', ...remoteOrigins]],
    ['font-src', ["'self'", 'data:', ...remoteOrigins]],
    ['connect-src', ["'self'", ...remoteOrigins, ...(apiOrigin ? [apiOrigin] : []), ...google]],
    ['frame-src', google.length ? google : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** Every other answer (API JSON, files, the API docs): same origin only, never framed. */
export const defaultCsp =
  "default-src 'self'; img-src 'self' data:; style-src 'self' 'unsafe-inline'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** The pages opened from links that carry a token in their address: nothing of it leaves in a Referer. */
const tokenLinkPages = ['/reset-password', '/job-alerts/confirm', '/job-alerts/unsubscribe'];

export function referrerPolicyFor(pathname: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '').toLowerCase() : pathname;
  return tokenLinkPages.includes(path) ? 'no-referrer' : 'strict-origin-when-cross-origin';
}
