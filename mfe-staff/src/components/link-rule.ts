/** Characters a browser ignores or strips in an address, which attackers use to hide a scheme. */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this pattern finds
const hiddenCharacters = /[\u0000-\u0020\u007f-\u00a0\u1680\u180e\u2000-\u200f\u2028\u2029\u205f\u3000\ufeff]/g;
const emailAddress = /^[^\s@<>()]+@[^\s@<>()]+\.[^\s@<>()]+$/;
const schemePattern = /^([a-z][a-z0-9+.-]*):/i;
/** What the link rule gives instead of an address it refuses (no link target at all; the server drops it too). */
export const refusedAddress = 'about:blank';

/** The YouTube video id of a watch, short, shorts or embed address. */
function youtubeId(url: URL): string | null {
  const host = url.hostname.replace(/^(www\.|m\.)/, '');
  if (host === 'youtu.be') return url.pathname.slice(1).split('/')[0] || null;
  if (host !== 'youtube.com' && host !== 'youtube-nocookie.com') return null;
  if (url.pathname === '/watch') return url.searchParams.get('v');
  return /^\/(?:embed|shorts|live)\/([\w-]+)/.exec(url.pathname)?.[1] ?? null;
}

/** The Vimeo video id of a vimeo.com or player address. */
function vimeoId(url: URL): string | null {
  const host = url.hostname.replace(/^www\./, '');
  if (host === 'vimeo.com') return /^\/(?:video\/)?(\d+)/.exec(url.pathname)?.[1] ?? null;
  if (host === 'player.vimeo.com') return /^\/video\/(\d+)/.exec(url.pathname)?.[1] ?? null;
  return null;
}

/**
 * The editor's link rule (issue 13): an e-mail address becomes a `mailto:` link; YouTube and Vimeo links become
 * their embed addresses; an address with no scheme gets `https://`; a `javascript:` address (or any scheme but
 * http, https and mailto) never survives.
 */
export function linkAddress(input: string): string {
  const address = input.trim();
  if (!address) return refusedAddress;
  if (emailAddress.test(address) && !schemePattern.test(address)) return `mailto:${address}`;
  const scheme = schemePattern.exec(address.replace(hiddenCharacters, ''))?.[1]?.toLowerCase();
  // "localhost:3000/x" or "example.com:8080" read as a scheme only when followed by '//' or known to browsers.
  const hasScheme =
    scheme !== undefined && (/^[a-z][a-z0-9+.-]*:\/\//i.test(address) || !/^\d/.test(address.slice(scheme.length + 1)));
  if (hasScheme && scheme === 'mailto')
    return emailAddress.test(address.slice('mailto:'.length)) ? address : refusedAddress;
  if (hasScheme && scheme !== 'http' && scheme !== 'https') return refusedAddress;
  let url: URL;
  try {
    url = new URL(hasScheme ? address : `https://${address}`);
  } catch {
    return refusedAddress;
  }
  const youtube = youtubeId(url);
  if (youtube) return `https://www.youtube.com/embed/${encodeURIComponent(youtube)}`;
  const vimeo = vimeoId(url);
  if (vimeo) return `https://player.vimeo.com/video/${vimeo}`;
  return url.href;
}
