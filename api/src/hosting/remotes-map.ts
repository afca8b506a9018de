import { z } from 'zod';
import { remoteFolders } from '@portal/shared/contracts';
import type { FileCache } from './file-cache';

/** The built-in runtime map the shell reads at start-up: federation name → manifest URL. */
export const defaultRemotesMap: Record<string, string> = Object.fromEntries(
  Object.entries(remoteFolders).map(([name, folder]) => [name, `/remotes/${folder}/mf-manifest.json`]),
);

const remotesMapSchema = z.record(z.string(), z.string().min(1));

/** The runtime map of remote names to manifest URLs: REMOTES_JSON re-read per request, else the built-in one. */
export async function readRemotesMap(
  files: FileCache,
  remotesJson: string | undefined,
): Promise<Record<string, string>> {
  return remotesJson ? remotesMapSchema.parse(await files.json(remotesJson)) : defaultRemotesMap;
}

/** The remote folder this server serves a manifest URL from; null for one elsewhere (never fetched). */
export const localFolder = (manifestUrl: string): string | null =>
  Object.values(remoteFolders).find((folder) => manifestUrl === `/remotes/${folder}/mf-manifest.json`) ?? null;
