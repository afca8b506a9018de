import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { remoteFolders, serverMessages } from '@portal/shared/contracts';

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

export type SiteOptions = {
  /** Folder holding shell/ and the mfe-* folders (the repository root in production). */
  siteRoot: string;
  /** A JSON file to serve as /remotes.json instead of the built-in map, read on every request. */
  remotesJson: string | undefined;
  /** Written into the shell's <meta name="portal-api-base"> when set. */
  publicApiBase: string | undefined;
};

/**
 * Serves the production builds: every remote under /remotes/<folder>/, the runtime remotes map,
 * and the shell with history fallback. Registered last so every /api route wins.
 */
export default fp(
  async function site(app: FastifyInstance, options: SiteOptions) {
    const shellDist = path.join(options.siteRoot, 'shell', 'dist');
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

    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      if (!options.remotesJson) return defaultRemotesMap;
      try {
        return remotesMapSchema.parse(JSON.parse(await fs.promises.readFile(options.remotesJson, 'utf8')));
      } catch (error) {
        app.log.error(
          { err: error, file: options.remotesJson },
          'REMOTES_JSON cannot be read as a map of remote names to URLs',
        );
        return reply.code(500).send({ success: false, message: serverMessages.internal });
      }
    });

    const readShellIndex = async (): Promise<string | null> => {
      try {
        const html = await fs.promises.readFile(path.join(shellDist, 'index.html'), 'utf8');
        if (!options.publicApiBase) return html;
        const apiBase = escapeAttribute(options.publicApiBase);
        return html.replace(
          /(<meta\s+name="portal-api-base"\s+content=")[^"]*(")/,
          (_match, start: string, end: string) => `${start}${apiBase}${end}`,
        );
      } catch {
        return null;
      }
    };

    const sendShell = async (reply: FastifyReply) => {
      const html = await readShellIndex();
      if (html === null) return reply.code(404).send({ success: false, message: serverMessages.notFound });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
    };

    app.get('/', { schema: { hide: true } }, async (_request, reply) => sendShell(reply));

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
      if (isHistoryNavigation(request)) return sendShell(reply);
      return reply.code(404).send({ success: false, message: serverMessages.notFound });
    });
  },
  { name: 'site' },
);
