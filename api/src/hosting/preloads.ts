import { escapeAttribute } from './html';
import { manifestSchema, remoteBase } from './manifest';

export type Preload = { href: string; as: 'fetch' | 'script' };

/**
 * What the browser will fetch for a route's remote page, in the order it needs it: the remote's manifest,
 * its remoteEntry.js and the exposed page's chunks. Read from the remote's mf-manifest.json at serve
 * time, so a remote deployed on its own is preloaded as it is now. Without a readable manifest (a remote
 * served from elsewhere) only the manifest itself is preloaded.
 */
export function remotePagePreloads(manifestUrl: string, manifest: unknown, module: string): Preload[] {
  const links: Preload[] = [{ href: manifestUrl, as: 'fetch' }];
  const parsed = manifestSchema.safeParse(manifest);
  if (!parsed.success) return links;
  const { metaData, exposes } = parsed.data;
  const base = remoteBase(manifestUrl, parsed.data);
  const entryPath = metaData.remoteEntry.path ? `${metaData.remoteEntry.path.replace(/\/+$/, '')}/` : '';
  links.push({ href: `${base}${entryPath}${metaData.remoteEntry.name}`, as: 'script' });
  const expose = exposes.find((candidate) => candidate.name === module);
  for (const file of expose?.assets.js.sync ?? []) links.push({ href: `${base}${file}`, as: 'script' });
  return links;
}

const preloadTag = (link: Preload) =>
  `<link rel="preload" href="${escapeAttribute(link.href)}" as="${link.as}"${link.as === 'fetch' ? ' crossorigin' : ''} />`;

/** The preload links at the end of the head. */
export const withPreloads = (html: string, links: Preload[]): string =>
  html.replace('</head>', () => `${links.map(preloadTag).join('')}</head>`);
