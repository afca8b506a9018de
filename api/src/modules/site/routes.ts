import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import {
  PRERENDERED_PAGE_ATTRIBUTE,
  PRERENDER_CLICK_RECORDER,
  PRERENDER_OUTLET,
  remoteFolders,
  serverMessages,
} from '@portal/shared/contracts';
import { siteCsp } from './csp';

/** The built-in runtime map the shell reads at start-up: federation name → manifest URL. */
export const defaultRemotesMap: Record<string, string> = Object.fromEntries(
  Object.entries(remoteFolders).map(([name, folder]) => [name, `/remotes/${folder}/mf-manifest.json`]),
);

const remotesMapSchema = z.record(z.string(), z.string().min(1));

/** Entry points whose names never change must be revalidated; files named by content hash never change. */
const alwaysRevalidate = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'main.js']);
const contentHashed = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (alwaysRevalidate.has(name)) return 'no-cache';
  if (contentHashed.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

const setCacheHeaders = (response: { setHeader(name: string, value: string): unknown }, filePath: string) => {
  response.setHeader('cache-control', cacheControlFor(filePath));
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

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
const manifestSchema = z.object({
  metaData: z.object({
    publicPath: z.string().optional(),
    remoteEntry: z.object({ name: z.string(), path: z.string().optional() }),
  }),
  exposes: z
    .array(z.object({ name: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) }))
    .default([]),
});
type Manifest = z.infer<typeof manifestSchema>;

/** The route table's path for an address: without trailing slashes, as the shell's router reads it. */
const routePathOf = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

/** The shell's route-paths.json: every path of its route table (`:name` one segment, `*` the rest). */
const routePathsSchema = z.array(z.string().startsWith('/'));

/** Whether an address is one of the route table's paths, as the shell's router matches them (any letter case). */
export function matchesRoutePath(pattern: string, pathname: string): boolean {
  const wanted = pattern.toLowerCase().split('/');
  const given = pathname.toLowerCase().split('/');
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') return true;
    const part = given[index];
    if (part === undefined || (segment.startsWith(':') ? part === '' : segment !== part)) return false;
  }
  return wanted.length === given.length;
}

/** Written by the builds' PrerenderPlugin: markup, its CSS, and the string in both that stands for the public path. */
const prerenderedSchema = z.object({ css: z.string(), publicPath: z.string().min(1) });
const prerenderedFramesSchema = prerenderedSchema.extend({ html: z.record(z.string(), z.string()) });
const prerenderedPageSchema = prerenderedSchema.extend({
  html: z.string(),
  title: z.string().optional(),
  description: z.string().optional(),
});

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page's own title and description in the head, so they are there before any script runs. */
function withPageMeta(html: string, meta: { title?: string; description?: string }): string {
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

/**
 * The small files every navigation needs (index.html, the route table, manifests, pre-rendered markup),
 * read and parsed once per version: a stat per request still sees a redeployed file at once.
 */
function createFileCache() {
  type Entry = { mtimeMs: number; size: number; text: string; json?: unknown };
  const entries = new Map<string, Entry>();
  const entry = async (file: string): Promise<Entry> => {
    const stat = await fs.promises.stat(file);
    const known = entries.get(file);
    if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) return known;
    const fresh: Entry = { mtimeMs: stat.mtimeMs, size: stat.size, text: await fs.promises.readFile(file, 'utf8') };
    entries.set(file, fresh);
    return fresh;
  };
  return {
    text: async (file: string): Promise<string> => (await entry(file)).text,
    json: async (file: string): Promise<unknown> => {
      const known = await entry(file);
      if (!('json' in known)) known.json = JSON.parse(known.text);
      return known.json;
    },
  };
}

/** Where a remote's files are: its manifest's publicPath, or (publicPath 'auto', our remotes) next to the manifest. */
const remoteBase = (manifestUrl: string, manifest: Manifest): string =>
  manifest.metaData.publicPath && manifest.metaData.publicPath !== 'auto'
    ? manifest.metaData.publicPath
    : manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);

/**
 * What the browser will fetch for a route's remote page, in the order it needs it: the remote's manifest,
 * its remoteEntry.js and the exposed page's chunks. Read from the remote's mf-manifest.json at serve
 * time, so a remote deployed on its own is preloaded as it is now. Without a readable manifest (a remote
 * served from elsewhere) only the manifest itself is preloaded.
 */
export function remotePagePreloads(
  manifestUrl: string,
  manifest: unknown,
  module: string,
): { href: string; as: 'fetch' | 'script' }[] {
  const links: { href: string; as: 'fetch' | 'script' }[] = [{ href: manifestUrl, as: 'fetch' }];
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
    .replace(
      '</head>',
      () => `<style data-prerendered>${css}</style><script>${PRERENDER_CLICK_RECORDER}</script></head>`,
    )
    .replace(SHELL_ROOT, () => root);
}

const preloadTag = (link: { href: string; as: 'fetch' | 'script' }) =>
  `<link rel="preload" href="${escapeAttribute(link.href)}" as="${link.as}"${link.as === 'fetch' ? ' crossorigin' : ''} />`;

export type SiteOptions = {
  /** Folder holding shell/ and the mfe-* folders (the repository root in production). */
  siteRoot: string;
  /** A JSON file to serve as /remotes.json instead of the built-in map, read on every request. */
  remotesJson: string | undefined;
  /** Written into the shell's <meta name="portal-api-base"> when set. */
  publicApiBase: string | undefined;
  /** Google sign-in is configured: its scripts and frames are allowed by the page's CSP. */
  googleSignIn: boolean;
};

/**
 * Serves the production builds: every remote under /remotes/<folder>/, the runtime remotes map,
 * and the shell with history fallback. Registered last so every /api route wins.
 */
export default fp(
  async function site(app: FastifyInstance, options: SiteOptions) {
    const shellDist = path.join(options.siteRoot, 'shell', 'dist');
    const files = createFileCache();
    const readJson = files.json;
    const staticDefaults = {
      preCompressed: true,
      cacheControl: false,
      decorateReply: false,
      setHeaders: setCacheHeaders,
    } as const;

    for (const folder of Object.values(remoteFolders)) {
      const root = path.join(options.siteRoot, folder, 'dist');
      // A remote not built yet is simply absent (404); the rest of the site still works.
      if (!fs.existsSync(root)) continue;
      await app.register(fastifyStatic, { ...staticDefaults, root, prefix: `/remotes/${folder}/`, index: false });
    }

    if (fs.existsSync(shellDist)) {
      await app.register(fastifyStatic, {
        ...staticDefaults,
        root: shellDist,
        prefix: '/',
        index: false,
        // index.html always goes through the fallback below, which writes the API base into it.
        allowedPath: (pathname) =>
          pathname !== '/index.html' && !pathname.startsWith('/api/') && !pathname.startsWith('/remotes/'),
      });
    }

    /** The runtime map of remote names to manifest URLs: REMOTES_JSON re-read per request, else the built-in one. */
    const remotesMap = async (): Promise<Record<string, string>> =>
      options.remotesJson ? remotesMapSchema.parse(await readJson(options.remotesJson)) : defaultRemotesMap;

    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      try {
        return await remotesMap();
      } catch (error) {
        app.log.error(
          { err: error, file: options.remotesJson },
          'REMOTES_JSON cannot be read as a map of remote names to URLs',
        );
        return reply.code(500).send({ success: false, message: serverMessages.internal });
      }
    });

    /** The remote folder this server serves a manifest URL from; null for one elsewhere (never fetched). */
    const localFolder = (manifestUrl: string): string | null =>
      Object.values(remoteFolders).find((folder) => manifestUrl === `/remotes/${folder}/mf-manifest.json`) ?? null;

    /** The remote page a route shows, with where its remote is; null for routes without one page. */
    const routePageOf = async (pathname: string) => {
      const pages = routePagesSchema.parse(await readJson(path.join(shellDist, 'route-pages.json')));
      const routePath = routePathOf(pathname);
      const page = pages[routePath];
      if (!page) return null;
      const manifestUrl = (await remotesMap())[page.remote];
      if (!manifestUrl) return null;
      const folder = localFolder(manifestUrl);
      const manifest = folder
        ? await readJson(path.join(options.siteRoot, folder, 'dist', 'mf-manifest.json')).catch(() => null)
        : null;
      return { ...page, routePath, manifestUrl, folder, manifest };
    };
    type RoutePage = NonNullable<Awaited<ReturnType<typeof routePageOf>>>;

    /** The route's page pre-rendered in its frame, when the shell and the remote being served both built one. */
    const withPrerendered = async (html: string, route: RoutePage): Promise<string> => {
      const manifest = manifestSchema.safeParse(route.manifest);
      if (!route.folder || !route.layout || !manifest.success) return html;
      try {
        const [frames, page] = await Promise.all([
          readJson(path.join(shellDist, 'prerender', `layout-${route.layout}.json`)),
          readJson(path.join(options.siteRoot, route.folder, 'dist', 'prerender', `${route.module}.json`)),
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
          app.log.warn({ err: error, route: route.routePath }, 'the pre-rendered page cannot be used');
        return html;
      }
    };

    /** False only when the shell's route table is readable and names no page at this address. */
    const isPortalAddress = async (pathname: string): Promise<boolean> => {
      if (pathname === '/index.html') return true;
      const routePaths = routePathsSchema.safeParse(
        await readJson(path.join(shellDist, 'route-paths.json')).catch(() => null),
      );
      if (!routePaths.success) return true;
      const routePath = routePathOf(pathname);
      return routePaths.data.some((pattern) => matchesRoutePath(pattern, routePath));
    };

    const readShellIndex = async (pathname: string): Promise<string | null> => {
      let html: string;
      try {
        html = await files.text(path.join(shellDist, 'index.html'));
      } catch {
        return null;
      }
      // No route table or an unreadable map: the page still loads, one round trip later.
      const route = await routePageOf(pathname).catch(() => null);
      if (route) {
        const preloads = remotePagePreloads(route.manifestUrl, route.manifest, route.module).map(preloadTag).join('');
        html = await withPrerendered(
          html.replace('</head>', () => `${preloads}</head>`),
          route,
        );
      }
      if (!options.publicApiBase) return html;
      const apiBase = escapeAttribute(options.publicApiBase);
      return html.replace(
        /(<meta\s+name="portal-api-base"\s+content=")[^"]*(")/,
        (_match, start: string, end: string) => `${start}${apiBase}${end}`,
      );
    };

    const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const html = await readShellIndex(pathname === '/index.html' ? '/' : pathname);
      if (html === null) return reply.code(404).send({ success: false, message: serverMessages.notFound });
      const csp = siteCsp({
        shellHtml: await files.text(path.join(shellDist, 'index.html')),
        remotes: await remotesMap().catch(() => ({})),
        apiBase: options.publicApiBase,
        googleSignIn: options.googleSignIn,
      });
      // An address with no page still gets the app, which shows its 404 page; the status says so to crawlers too.
      return reply
        .code((await isPortalAddress(pathname)) ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', csp)
        .send(html);
    };

    app.get('/', { schema: { hide: true } }, async (request, reply) => sendShell(request, reply));

    const isHistoryNavigation = (request: FastifyRequest) => {
      if (request.method !== 'GET' && request.method !== 'HEAD') return false;
      const pathname = request.url.split('?')[0] ?? '/';
      if (pathname === '/index.html') return true;
      if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) return false;
      // A last segment with a dot is a file: a missing one is a 404, never the app's HTML.
      if (path.posix.basename(pathname).includes('.')) return false;
      return (request.headers.accept ?? '').includes('text/html');
    };

    app.setNotFoundHandler(async (request, reply) => {
      if (isHistoryNavigation(request)) return sendShell(request, reply);
      return reply.code(404).send({ success: false, message: serverMessages.notFound });
    });
  },
  { name: 'site' },
);
