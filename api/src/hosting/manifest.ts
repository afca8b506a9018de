import { z } from 'zod';

/** The parts of a remote's mf-manifest.json the server reads. */
export const manifestSchema = z.object({
  metaData: z.object({
    publicPath: z.string().optional(),
    remoteEntry: z.object({ name: z.string(), path: z.string().optional() }),
  }),
  exposes: z
    .array(z.object({ name: z.string(), assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }) }))
    .default([]),
});
export type Manifest = z.infer<typeof manifestSchema>;

/** Where a remote's files are: its manifest's publicPath, or (publicPath 'auto', our remotes) next to the manifest. */
export const remoteBase = (manifestUrl: string, manifest: Manifest): string =>
  manifest.metaData.publicPath && manifest.metaData.publicPath !== 'auto'
    ? manifest.metaData.publicPath
    : manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
