// What `npm start` and `npm test` both need: pnpm (even where only npm exists), a current install,
// and current builds of the six front-end apps. Plain Node, no dependencies: it runs before install.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PNPM_VERSION = '12.21.0';
export const frontEndApps = ['shell', 'mfe-public', 'mfe-onboarding', 'mfe-candidate', 'mfe-staff', 'mfe-payments'];

let pnpmCommand;
/** pnpm from PATH when present, otherwise through npx (the machine may have only Node and npm). */
export function pnpm() {
  if (pnpmCommand) return pnpmCommand;
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8' });
  pnpmCommand = probe.status === 0 ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
  return pnpmCommand;
}

export function run(args, options = {}) {
  const [command, ...rest] = [...pnpm(), ...args];
  const result = spawnSync(command, rest, { cwd: root, stdio: 'inherit', env: process.env, ...options });
  return result.status ?? 1;
}

export function mustRun(args, options) {
  const status = run(args, options);
  if (status !== 0) {
    console.error(`\n✖ pnpm ${args.join(' ')} failed (exit ${status})`);
    process.exit(status);
  }
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function ensureInstalled() {
  const marker = join(root, 'node_modules', '.modules.yaml');
  const stale = !existsSync(marker) || newestMtime(join(root, 'pnpm-lock.yaml')) > statSync(marker).mtimeMs;
  if (!stale) return;
  console.log('Installing dependencies…');
  mustRun(['install', '--frozen-lockfile', '--config.confirmModulesPurge=false']);
}

/** Rebuilds an app when its sources, its config or @portal/shared changed since its last build. */
export function ensureBuilt() {
  const sharedMtime = Math.max(
    newestMtime(join(root, 'shared', 'src')),
    newestMtime(join(root, 'shared', 'federation')),
  );
  const stale = frontEndApps.filter((app) => {
    const stamp = join(root, app, 'dist', '.build-stamp');
    if (!existsSync(stamp)) return true;
    const built = statSync(stamp).mtimeMs;
    const sources = Math.max(
      newestMtime(join(root, app, 'src')),
      newestMtime(join(root, app, 'routes')),
      newestMtime(join(root, app, 'webpack.config.js')),
      newestMtime(join(root, app, 'package.json')),
      sharedMtime,
    );
    return sources > built;
  });
  if (stale.length === 0) return;
  console.log(`Building ${stale.join(', ')}…`);
  const started = Date.now();
  for (const app of stale) {
    mustRun(['--filter', `@portal/${app}`, 'run', 'build']);
    writeFileSync(join(root, app, 'dist', '.build-stamp'), new Date().toISOString());
  }
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
