import path from 'node:path';
import { z } from 'zod';
import type { FileCache } from './file-cache';
import { localFolder } from './remotes-map';
import { routePathOf } from './route-paths';

// Module and layout name files the server reads (dist/prerender/<module>.json): plain names only.
const routePagesSchema = z.record(
  z.string(),
  z.object({
    remote: z.string(),
    module: z.string().regex(/^[A-Za-z0-9]+$/),
    layout: z
      .string()
      .regex(/^[a-z]+$/)
      .optional(),
  }),
);

export type RoutePage = {
  remote: string;
  module: string;
  layout?: string;
  routePath: string;
  manifestUrl: string;
  /** The folder this server serves the remote from; null for a remote served elsewhere. */
  folder: string | null;
  /** The remote's mf-manifest.json when this server has it; null otherwise. */
  manifest: unknown;
};

/**
 * The remote page a route shows (from the shell's route-pages.json), with where its remote is; null for
 * routes without one page. Throws when the route table or the remotes map cannot be read.
 */
export async function routePageOf(
  pathname: string,
  site: { files: FileCache; siteRoot: string; shellDist: string; remotesMap: () => Promise<Record<string, string>> },
): Promise<RoutePage | null> {
  const pages = routePagesSchema.parse(await site.files.json(path.join(site.shellDist, 'route-pages.json')));
  const routePath = routePathOf(pathname);
  const page = pages[routePath];
  if (!page) return null;
  const manifestUrl = (await site.remotesMap())[page.remote];
  if (!manifestUrl) return null;
  const folder = localFolder(manifestUrl);
  const manifest = folder
    ? await site.files.json(path.join(site.siteRoot, folder, 'dist', 'mf-manifest.json')).catch(() => null)
    : null;
  return { ...page, routePath, manifestUrl, folder, manifest };
}
