import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';

const modulesDir = path.dirname(fileURLToPath(import.meta.url));

/**
 * What a module folder may hold, by convention: app-wide services (`plugin.ts`), its API routes (`routes.ts`) and
 * its demo data (`seed.ts`, run by `db/demo-seed.ts`).
 */
export type ModuleEntry = 'plugin' | 'routes' | 'seed';

/** Each module folder's entry file of this kind, by module name (sorted, so the order never depends on the disk). */
export function moduleEntries(entry: ModuleEntry, directory = modulesDir): { module: string; file: string }[] {
  return fs
    .readdirSync(directory, { withFileTypes: true })
    .filter((folder) => folder.isDirectory())
    .map((folder) => folder.name)
    .sort()
    .flatMap((module) =>
      ['ts', 'js']
        .map((extension) => path.join(directory, module, `${entry}.${extension}`))
        .filter((file) => fs.existsSync(file))
        .slice(0, 1)
        .map((file) => ({ module, file })),
    );
}

async function pluginOf(file: string): Promise<FastifyPluginAsync> {
  const loaded = (await import(pathToFileURL(file).href)) as { default?: unknown };
  if (typeof loaded.default !== 'function') throw new Error(`${file} must export a Fastify plugin as default.`);
  return loaded.default as FastifyPluginAsync;
}

/**
 * Registers every module found in `src/modules/<module>/`: its `plugin.ts` on the app (services, background
 * tasks; wrap it in fastify-plugin), then its `routes.ts` under `prefix`. Adding a module edits no other file.
 */
export async function registerModules(
  app: FastifyInstance,
  options: { prefix: string; enabled: (module: string) => boolean; directory?: string },
): Promise<void> {
  const load = (entry: ModuleEntry) =>
    moduleEntries(entry, options.directory).filter(({ module }) => options.enabled(module));
  for (const { file } of load('plugin')) await app.register(await pluginOf(file));
  const routes = await Promise.all(load('routes').map(async ({ file }) => pluginOf(file)));
  await app.register(
    async (api) => {
      for (const plugin of routes) await api.register(plugin);
    },
    { prefix: options.prefix },
  );
}
