// @ts-check
/**
 * Host only: writes the route table as data for the server, e.g. `route-pages.json` (path → the remote page
 * it preloads) and `route-paths.json` (every address with a page; others answer 404). The app's config hands
 * over the files as values (the shell reads them from its route data, shell/routes/index.cjs); the factory
 * knows nothing of the route table's shape.
 */
class RoutePagesPlugin {
  /** @param {() => Record<string, unknown>} files file name → JSON value, read at each compilation */
  constructor(files) {
    this.files = files;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('RoutePagesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RoutePagesPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const [name, value] of Object.entries(this.files()))
            compilation.emitAsset(name, new RawSource(JSON.stringify(value, null, 2)));
        },
      );
    });
  }
}

module.exports = { RoutePagesPlugin };
