import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { resolve } from 'node:path';

export type PortalServer = { url: string; stop(): Promise<void> };

/** The suite's ports, from E2E_PORT (3100) up: even ones for the workers' portals, the first odd one for restart.spec.ts. */
const firstPort = Number(process.env.E2E_PORT ?? 3100);
export const suitePorts = { worker: (slot: number) => firstPort + 2 * slot, restart: firstPort + 1 };

/**
 * An API server of this build (the production front-end it serves included), started from `api/src/server.ts` on
 * `port` (0: any free port, read from the line it prints) with its data in `dataDir`, on PGlite unless `databaseUrl`
 * names a PostgreSQL database. `stop()` sends SIGTERM, as a restart of `npm start` does; a server still running 30 s
 * later is killed and the stop fails.
 */
export async function startPortal(options: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
  env?: Record<string, string>;
}): Promise<PortalServer> {
  const { port, dataDir } = options;
  if (port !== 0) {
    // Nothing may answer on the port yet: this server's answers would be taken from another.
    const taken = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`port ${port} is already answering: a server from an earlier attempt is still running`);
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: resolve(__dirname, '../../api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      ...(port !== 0 ? { PUBLIC_URL: `http://127.0.0.1:${port}` } : {}),
      REMOTES_JSON: '',
      NODE_ENV: 'test',
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = once(child, 'exit');
  let output = '';
  const keepOutput = (chunk: Buffer) => (output += chunk.toString());
  const url = await new Promise<string>((done, fail) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      fail(new Error(`no start within 120 s: ${output}`));
    }, 120_000);
    const onExit = (code: number | null) => {
      clearTimeout(timer);
      fail(new Error(`the server exited with ${code}: ${output}`));
    };
    const onStdout = (chunk: Buffer) => {
      keepOutput(chunk);
      const listening = /listening on http:\/\/[^:\s]+:(\d+)/.exec(output)?.[1];
      if (!listening) return;
      clearTimeout(timer);
      child.off('exit', onExit);
      child.stdout.off('data', onStdout);
      done(`http://127.0.0.1:${listening}`);
    };
    child.stdout.on('data', onStdout);
    child.stderr.on('data', keepOutput);
    child.once('exit', onExit);
  });
  // Once started, its output is no longer kept (a log line per request): stdout is read and dropped, so the server
  // never blocks on a full pipe, and stderr is shown.
  child.stderr.off('data', keepOutput);
  child.stdout.resume();
  child.stderr.pipe(process.stderr);
  return {
    url,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<false>((done) => setTimeout(() => done(false), 30_000).unref()),
      ]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
        throw new Error('the server did not stop within 30 s of SIGTERM');
      }
    },
  };
}
