import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { PRERENDERED_PAGE_ATTRIBUTE, PRERENDER_RECORDER, PRERENDER_OUTLET } from '@portal/shared/contracts';
import type { FileCache } from './file-cache';
import { escapeAttribute, withPageMeta } from './html';
import { manifestSchema, remoteBase } from './manifest';
import type { RoutePage } from './route-pages';

/** Written by the builds' PrerenderPlugin: markup, its CSS, and the string in both that stands for the public path. */
const prerenderedSchema = z.object({ css: z.string(), publicPath: z.string().min(1) });
const prerenderedFramesSchema = prerenderedSchema.extend({ html: z.record(z.string(), z.string()) });
const prerenderedPageSchema = prerenderedSchema.extend({
  html: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
});

const SHELL_ROOT = '<div id="root"></div>';

/**
 * The shell's HTML with a route's page already in it: the frame the shell pre-rendered for the route,
 * holding the page the remote pre-rendered, and the CSS of both. Null when anything does not fit (no
 * frame for the route, no outlet, CSS that could close its style element), so the plain shell is served.
 */
export function composePrerendered(
  shellHtml: string,
  input: { routePath: string; pageId: string; frames: unknown; page: unknown; remoteBase: string },
): string | null {
  const frames = prerenderedFramesSchema.safeParse(input.frames);
  const page = prerenderedPageSchema.safeParse(input.page);
  if (!frames.success || !page.success) return null;
  const frame = frames.data.html[input.routePath];
  if (!frame?.includes(PRERENDER_OUTLET) || !shellHtml.includes(SHELL_ROOT)) return null;
  const inRemote = (text: string) => text.replaceAll(page.data.publicPath, input.remoteBase);
  const css = frames.data.css + inRemote(page.data.css);
  if (/<\/style/i.test(css)) return null;
  const markup = frame.replace(PRERENDER_OUTLET, () => inRemote(page.data.html));
  const root = `<div id="root" ${PRERENDERED_PAGE_ATTRIBUTE}="${escapeAttribute(input.pageId)}">${markup}</div>`;
  return withPageMeta(shellHtml, page.data)
    .replace('</head>', () => `<style data-prerendered>${css}</style><script>${PRERENDER_RECORDER}</script></head>`)
    .replace(SHELL_ROOT, () => root);
}

/** The route's page pre-rendered in its frame, when the shell and the remote being served both built one. */
export async function withPrerendered(
  html: string,
  route: RoutePage,
  site: { files: FileCache; siteRoot: string; shellDist: string; log: FastifyBaseLogger },
): Promise<string> {
  const manifest = manifestSchema.safeParse(route.manifest);
  if (!route.folder || !route.layout || !manifest.success) return html;
  try {
    const [frames, page] = await Promise.all([
      site.files.json(path.join(site.shellDist, 'prerender', `layout-${route.layout}.json`)),
      site.files.json(path.join(site.siteRoot, route.folder, 'dist', 'prerender', `${route.module}.json`)),
    ]);
    const composed = composePrerendered(html, {
      routePath: route.routePath,
      pageId: `${route.remote}/${route.module}`,
      frames,
      page,
      remoteBase: remoteBase(route.manifestUrl, manifest.data),
    });
    return composed ?? html;
  } catch (error) {
    // A page that is not pre-rendered renders in the browser; anything else is worth a line in the log.
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      site.log.warn({ err: error, route: route.routePath }, 'the pre-rendered page cannot be used');
    return html;
  }
}
