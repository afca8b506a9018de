import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { remoteFolders } from '@portal/shared/contracts';
import { apiMessages } from '../texts';
import { setCacheHeaders } from './cache-control';
import { siteCsp } from './csp';
import { createFileCache } from './file-cache';
import { isHistoryNavigation } from './history-fallback';
import { readRemotesMap } from './remotes-map';
import { isShellAddress, shellPageFor, type ShellSite } from './shell-page';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Answers a browser opening a page the router cannot read (`/%ff`) as any address with no page: the app, which
     * shows its 404 page, with status 404. Absent when no shell is built.
     */
    sendUnreadablePage?: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  }
}

export type HostingOptions = {
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
  async function hosting(app: FastifyInstance, options: HostingOptions) {
    const files = createFileCache();
    const site: ShellSite = {
      files,
      siteRoot: options.siteRoot,
      shellDist: path.join(options.siteRoot, 'shell', 'dist'),
      remotesMap: () => readRemotesMap(files, options.remotesJson),
      publicApiBase: options.publicApiBase,
      log: app.log,
    };
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

    if (fs.existsSync(site.shellDist)) {
      await app.register(fastifyStatic, {
        ...staticDefaults,
        root: site.shellDist,
        prefix: '/',
        index: false,
        // index.html always goes through the fallback below, which writes the API base into it.
        allowedPath: (pathname) =>
          pathname !== '/index.html' && !pathname.startsWith('/api/') && !pathname.startsWith('/remotes/'),
      });
    }

    app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      try {
        return await site.remotesMap();
      } catch (error) {
        app.log.error(
          { err: error, file: options.remotesJson },
          'REMOTES_JSON cannot be read as a map of remote names to URLs',
        );
        return reply.code(500).send({ success: false, message: apiMessages.internal });
      }
    });

    const sendShell = async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const html = await shellPageFor(pathname === '/index.html' ? '/' : pathname, site);
      if (html === null) return reply.code(404).send({ success: false, message: apiMessages.notFound });
      const csp = siteCsp({
        shellHtml: await files.text(path.join(site.shellDist, 'index.html')),
        remotes: await site.remotesMap().catch(() => ({})),
        apiBase: options.publicApiBase,
        googleSignIn: options.googleSignIn,
      });
      // An address with no page still gets the app, which shows its 404 page; the status says so to crawlers too.
      return reply
        .code((await isShellAddress(pathname, site)) ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('content-security-policy', csp)
        .send(html);
    };

    app.get('/', { schema: { hide: true } }, async (request, reply) => sendShell(request, reply));
    app.decorate('sendUnreadablePage', sendShell);

    app.setNotFoundHandler(async (request, reply) => {
      if (isHistoryNavigation(request)) return sendShell(request, reply);
      return reply.code(404).send({ success: false, message: apiMessages.notFound });
    });
  },
  { name: 'hosting' },
);
