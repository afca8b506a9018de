/**
 * Local check only: serves the built shell and remotes the way the portal server lays them out
 * (`/` → shell/dist, `/remotes/<folder>/` → <folder>/dist, `/remotes.json` → manifest map),
 * with the precompressed .gz/.br siblings. `/api` goes to the API on :3000 when it runs.
 *   node shell/scripts/serve-dist.mjs [port]
 */
import { createServer, request as httpRequest } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const remoteFolders = {
  mfe_public: 'mfe-public',
  mfe_onboarding: 'mfe-onboarding',
  mfe_candidate: 'mfe-candidate',
  mfe_staff: 'mfe-staff',
  mfe_payments: 'mfe-payments',
};
const types = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'application/json',
};

export function remoteMap() {
  return Object.fromEntries(
    Object.entries(remoteFolders).map(([name, folder]) => [name, `/remotes/${folder}/mf-manifest.json`]),
  );
}

/** The file on disk a URL path names, or null; unknown paths fall back to the shell's index.html. */
export function resolveDistFile(urlPath) {
  const clean = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  const remote = /^\/remotes\/([a-z-]+)\/(.*)$/.exec(clean);
  const root = remote ? path.join(repoRoot, remote[1], 'dist') : path.join(repoRoot, 'shell', 'dist');
  const relative = remote ? remote[2] : clean.slice(1);
  const file = path.normalize(path.join(root, relative || 'index.html'));
  if (!file.startsWith(root)) return null;
  if (existsSync(file) && statSync(file).isFile()) return file;
  if (remote || path.extname(clean)) return null;
  return path.join(repoRoot, 'shell', 'dist', 'index.html');
}

export function startServer(port = 8090, { remotes = remoteMap() } = {}) {
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url.startsWith('/api/')) {
      const upstream = httpRequest({ host: '127.0.0.1', port: 3000, path: url, method: req.method, headers: req.headers }, (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      });
      upstream.on('error', () => {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ success: false, message: 'API not running' }));
      });
      req.pipe(upstream);
      return;
    }
    if (url === '/remotes.json') {
      res.writeHead(200, { 'content-type': types['.json'], 'cache-control': 'no-cache' });
      res.end(JSON.stringify(remotes));
      return;
    }
    const file = resolveDistFile(url);
    if (!file) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not found');
      return;
    }
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const headers = { 'content-type': types[path.extname(file)] ?? 'application/octet-stream', vary: 'Accept-Encoding' };
    let body = file;
    if (accepts.includes('br') && existsSync(`${file}.br`)) {
      body = `${file}.br`;
      headers['content-encoding'] = 'br';
    } else if (accepts.includes('gzip') && existsSync(`${file}.gz`)) {
      body = `${file}.gz`;
      headers['content-encoding'] = 'gzip';
    }
    res.writeHead(200, headers);
    res.end(readFileSync(body));
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const port = Number(process.argv[2] ?? 8090);
  await startServer(port);
  console.log(`Serving the built portal on http://127.0.0.1:${port}`);
}
