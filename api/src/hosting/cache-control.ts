import path from 'node:path';

/** Entry points whose names never change must be revalidated; files named by content hash never change. */
const alwaysRevalidate = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'main.js']);
const contentHashed = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string): string {
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  if (alwaysRevalidate.has(name)) return 'no-cache';
  if (contentHashed.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/** @fastify/static's setHeaders: the cache rule above for every built file it serves. */
export const setCacheHeaders = (response: { setHeader(name: string, value: string): unknown }, filePath: string) => {
  response.setHeader('cache-control', cacheControlFor(filePath));
};
