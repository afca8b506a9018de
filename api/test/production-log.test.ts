import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { after, describe, it } from 'node:test';

// Production writes its request lines asynchronously and in batches (logging.ts): each reaches the output within a
// second while the server runs, and none may be lost, the last ones included, when the server is stopped.
const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-production-log-'));
after(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The request lines of the server's output so far (a line still being written is left out). */
const completedLines = (output: string) =>
  output
    .split('\n')
    .slice(0, -1)
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { msg?: string; url?: string; statusCode?: number })
    .filter((line) => line.msg === 'request completed');

describe('the production request log', () => {
  it('holds one JSON line per request, each within a second, and each after the server stops', async () => {
    const port = await freePort();
    const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: '',
        DATA_DIR: dataDir,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));
    try {
      const deadline = Date.now() + 60_000;
      for (;;) {
        const up = await fetch(`http://127.0.0.1:${port}/api/health`).then(
          (answer) => answer.ok,
          () => false,
        );
        if (up) break;
        assert.ok(Date.now() < deadline, 'the server answered within a minute');
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      const asked = ['/api/health?n=1', '/api/health?n=2', '/api/no-such-route'];
      for (const url of asked) await fetch(`http://127.0.0.1:${port}${url}`);
      await Promise.all(asked.map((url) => fetch(`http://127.0.0.1:${port}${url}&together`)));
      // Six short lines, far under a batch's 4 KiB: the periodic flush writes them while the server runs.
      const askedAt = Date.now();
      while (completedLines(output).filter((line) => line.url?.startsWith('/api/health?n=')).length < 4) {
        assert.ok(Date.now() - askedAt < 1_000, 'the request lines reached the output within a second');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      server.kill('SIGTERM');
    }
    assert.equal(await exited, 0);
    const completed = completedLines(output);
    for (const url of ['/api/health?n=1', '/api/health?n=2', '/api/health?n=1&together', '/api/health?n=2&together'])
      assert.equal(completed.filter((line) => line.url === url && line.statusCode === 200).length, 1, url);
    for (const url of ['/api/no-such-route', '/api/no-such-route&together'])
      assert.equal(completed.filter((line) => line.url === url && line.statusCode === 404).length, 1, url);
  });
});
