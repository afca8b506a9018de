import crypto from 'node:crypto';
import fs from 'node:fs';

export type FileCache = {
  /** The file's text as it is on disk now. */
  text(file: string): Promise<string>;
  /** The file parsed as JSON, parsed once per content. */
  json(file: string): Promise<unknown>;
};

/**
 * The small files every navigation needs (index.html, the route table, manifests, pre-rendered markup).
 * Each request reads the bytes and keys the parsed result on their hash, so a redeploy is seen at once
 * even when the new file has the old one's size and modification time (a copy that keeps times, a clock
 * step); only the parse is saved.
 */
export function createFileCache(): FileCache {
  type Entry = { digest: string; text: string; json?: unknown };
  const entries = new Map<string, Entry>();
  const entry = async (file: string): Promise<Entry> => {
    const bytes = await fs.promises.readFile(file);
    const digest = crypto.createHash('sha256').update(bytes).digest('hex');
    const known = entries.get(file);
    if (known?.digest === digest) return known;
    const fresh: Entry = { digest, text: bytes.toString('utf8') };
    entries.set(file, fresh);
    return fresh;
  };
  return {
    text: async (file) => (await entry(file)).text,
    json: async (file) => {
      const known = await entry(file);
      if (!('json' in known)) known.json = JSON.parse(known.text);
      return known.json;
    },
  };
}
