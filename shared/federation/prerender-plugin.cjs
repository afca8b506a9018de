// @ts-check
const fs = require('node:fs');
const path = require('node:path');
const { ASSET_FILENAME, EXTENSIONS, IMAGE_FILES, scriptRule } = require('./build-rules.cjs');

/**
 * Written into pre-rendered markup where a remote's own public path belongs; the server that serves the
 * markup replaces it with the folder of the remote's manifest (a remote's path is known only when served).
 */
const PRERENDER_PUBLIC_PATH = '/__portal_public_path__/';

/**
 * Build-time pre-render. Each entry (name → module whose default export returns markup: one string, or
 * one string per route path) is bundled for Node beside the browser build, run once, and written to
 * `dist/prerender/<name>.json` as `{ html, css, publicPath }` with the CSS its imports carry. The server
 * puts that markup into the shell's HTML, so the first paint of those routes waits for no script; the browser
 * then renders the same components over it. It ships with the build that owns it, so a remote deployed
 * on its own brings its own pre-render.
 */
class PrerenderPlugin {
  /**
   * @param {{ entries: Record<string, string>, appDir: string, appRequire: (id: string) => any, publicPath: string }} options
   */
  constructor(options) {
    this.options = options;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrerenderPlugin', async (compilation) => {
      if (compilation.errors.length > 0) return;
      const { entries, appDir, appRequire, publicPath } = this.options;
      const MiniCssExtractPlugin = appRequire('mini-css-extract-plugin');
      const outDir = path.join(appDir, 'node_modules', '.cache', 'portal-prerender');
      /** @type {import('webpack').Configuration} */
      const config = {
        mode: 'production',
        target: 'node',
        context: appDir,
        entry: entries,
        devtool: false,
        stats: 'errors-warnings',
        output: {
          path: outDir,
          filename: '[name].cjs',
          library: { type: 'commonjs2' },
          publicPath,
          assetModuleFilename: ASSET_FILENAME,
          clean: true,
        },
        resolve: { extensions: EXTENSIONS },
        module: {
          rules: [
            scriptRule(appRequire, true),
            { test: /\.css$/, use: [MiniCssExtractPlugin.loader, appRequire.resolve('css-loader')] },
            // The browser build emits the images; this build only needs their URLs.
            { test: IMAGE_FILES, type: 'asset/resource', generator: { emit: false } },
          ],
        },
        optimization: { minimize: false, splitChunks: false },
        plugins: [new MiniCssExtractPlugin({ filename: '[name].css' })],
        performance: { hints: false },
      };
      const stats = await new Promise((resolve, reject) => {
        const child = appRequire('webpack')(config);
        child.run((error, result) => child.close(() => (error ? reject(error) : resolve(result))));
      });
      if (!stats || stats.hasErrors()) throw new Error(`Pre-render build failed:\n${stats?.toString('errors-only')}`);
      const target = path.join(/** @type {string} */ (compiler.outputPath), 'prerender');
      fs.mkdirSync(target, { recursive: true });
      for (const name of Object.keys(entries)) {
        const bundle = path.join(outDir, `${name}.cjs`);
        delete require.cache[bundle];
        const render = require(bundle).default;
        if (typeof render !== 'function') throw new Error(`${entries[name]} must export a render function as default.`);
        // Markup, or a page's markup with the title and description it sets (renderPageAt).
        const rendered = await render();
        const page =
          typeof rendered === 'object' && rendered !== null && 'html' in rendered ? rendered : { html: rendered };
        const cssFile = path.join(outDir, `${name}.css`);
        const css = fs.existsSync(cssFile) ? fs.readFileSync(cssFile, 'utf8') : '';
        // publicPath: the string in html and css that stands for the app's public path.
        fs.writeFileSync(path.join(target, `${name}.json`), JSON.stringify({ ...page, css, publicPath }));
      }
    });
  }
}

module.exports = { PrerenderPlugin, PRERENDER_PUBLIC_PATH };
