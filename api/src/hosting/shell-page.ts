import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { FileCache } from './file-cache';
import { withApiBase } from './html';
import { remotePagePreloads, withPreloads } from './preloads';
import { withPrerendered } from './prerender';
import { routePageOf } from './route-pages';
import { isRouteAddress, routePathsSchema } from './route-paths';

export type ShellSite = {
  files: FileCache;
  siteRoot: string;
  shellDist: string;
  remotesMap: () => Promise<Record<string, string>>;
  publicApiBase: string | undefined;
  log: FastifyBaseLogger;
};

/**
 * The shell's index.html for an address: the route's page preloaded (and pre-rendered when both builds
 * made one) and the API base written in. Null when the shell is not built.
 */
export async function shellPageFor(pathname: string, site: ShellSite): Promise<string | null> {
  let html: string;
  try {
    html = await site.files.text(path.join(site.shellDist, 'index.html'));
  } catch {
    return null;
  }
  // No route table or an unreadable map: the page still loads, one round trip later.
  const route = await routePageOf(pathname, site).catch(() => null);
  if (route)
    html = await withPrerendered(
      withPreloads(html, remotePagePreloads(route.manifestUrl, route.manifest, route.module)),
      route,
      site,
    );
  return site.publicApiBase ? withApiBase(html, site.publicApiBase) : html;
}

/** False only when the shell's route table (route-paths.json) is readable and names no page at this address. */
export async function isShellAddress(pathname: string, site: Pick<ShellSite, 'files' | 'shellDist'>): Promise<boolean> {
  if (pathname === '/index.html') return true;
  const routePaths = routePathsSchema.safeParse(
    await site.files.json(path.join(site.shellDist, 'route-paths.json')).catch(() => null),
  );
  return routePaths.success ? isRouteAddress(routePaths.data, pathname) : true;
}
