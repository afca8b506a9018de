// @ts-check
/**
 * Host only: adds `<link rel="preload" as="script">` to the HTML for every chunk the entry loads before
 * the first render (the async boundary's chunks and the shared modules they consume), so the browser
 * fetches them in parallel with main.js instead of one round trip later. Lazy routes and layouts
 * (antd) are not preloaded.
 */
class PreloadStartupChunksPlugin {
  /** @param {any} HtmlWebpackPlugin */
  constructor(HtmlWebpackPlugin) {
    this.HtmlWebpackPlugin = HtmlWebpackPlugin;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.compilation.tap('PreloadStartupChunksPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PreloadStartupChunksPlugin', (data) => {
        const publicPath =
          typeof compilation.outputOptions.publicPath === 'string' ? compilation.outputOptions.publicPath : '/';
        const files = startupChunkFiles(compilation);
        data.headTags.push(
          ...files.map((file) =>
            this.HtmlWebpackPlugin.createHtmlTagObject('link', {
              rel: 'preload',
              as: 'script',
              href: publicPath + file,
            }),
          ),
        );
        return data;
      });
    });
  }
}

/**
 * JS files of the chunk groups the entry `main` opens at start: its direct async children (the
 * `import('./bootstrap')` boundary) and, below them, only the groups that hold shared-module fallbacks.
 * @param {import('webpack').Compilation} compilation
 * @returns {string[]}
 */
function startupChunkFiles(compilation) {
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  const initial = new Set(entry.chunks.flatMap((chunk) => [...chunk.files]));
  /** @param {import('webpack').ChunkGroup} group */
  const originModule = (group) => group.origins.map((origin) => /** @type {any} */ (origin.module)).find(Boolean);
  // The host provides every shared module itself; with 'loaded-first' a consume resolves to that provider.
  /** @type {Map<string, import('webpack').ChunkGroup>} */
  const provided = new Map();
  /** @type {import('webpack').ChunkGroup[]} */
  const boundaries = [];
  for (const child of entry.getChildren()) {
    const module = originModule(child);
    if (module && module.constructor.name === 'ProvideSharedModule') provided.set(module._name, child);
    else boundaries.push(child);
  }
  const files = new Set();
  const seen = new Set(boundaries);
  const queue = [...boundaries];
  while (queue.length > 0) {
    const group = /** @type {import('webpack').ChunkGroup} */ (queue.shift());
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (file.endsWith('.js') && !initial.has(file)) files.add(file);
    for (const child of group.getChildren()) {
      const module = originModule(child);
      if (!module || module.constructor.name !== 'ConsumeSharedModule') continue; // a lazy import: not at start
      const target = provided.get(module.options.shareKey) ?? child;
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
  }
  return [...files].sort();
}

module.exports = { PreloadStartupChunksPlugin, startupChunkFiles };
