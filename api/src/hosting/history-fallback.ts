import path from 'node:path';
import type { FastifyRequest } from 'fastify';

/** A browser opening a page of the app (not an API call, a remote's file or a missing asset): it gets the shell. */
export function isHistoryNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (pathname === '/index.html') return true;
  if (pathname === '/api' || pathname.startsWith('/api/') || pathname.startsWith('/remotes/')) return false;
  // A last segment with a dot is a file: a missing one is a 404, never the app's HTML.
  if (path.posix.basename(pathname).includes('.')) return false;
  return (request.headers.accept ?? '').includes('text/html');
}
