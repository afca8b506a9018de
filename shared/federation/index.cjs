// @ts-check
/**
 * The one webpack + Module Federation factory for the shell and every remote.
 * Each app's webpack.config.js is a call to `createAppConfig`; the singleton list lives here only.
 */
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

/** Share key → package whose version range (from the app's package.json) it must satisfy. */
const SINGLETONS = Object.freeze([
  ['react', 'react'],
  ['react/', 'react'], // deep entries: react/jsx-runtime
  ['react-dom', 'react-dom'],
  ['react-dom/', 'react-dom'], // deep entries: react-dom/client
  ['react-router-dom', 'react-router-dom'],
  ['antd', 'antd'],
  ['zustand', 'zustand'],
  ['swr', 'swr'],
  ['ky', 'ky'],
  ['@portal/shared', '@portal/shared'],
]);

const sharedPackageJson = require('../package.json');

/**
 * Every singleton with `strictVersion`, so a remote built against another major is refused loudly
 * instead of running with a second React or a second session store.
 * @param {{ dependencies?: Record<string, string>, devDependencies?: Record<string, string>, name: string }} appPackageJson
 */
function sharedSingletons(appPackageJson) {
  const declared = { ...appPackageJson.devDependencies, ...appPackageJson.dependencies };
  /** @type {Record<string, { singleton: true, strictVersion: true, requiredVersion: string }>} */
  const shared = {};
  for (const [key, packageName] of SINGLETONS) {
    let range = declared[packageName];
    if (!range)
      throw new Error(`${appPackageJson.name}: "${packageName}" must be a dependency to be shared as a singleton.`);
    // The workspace protocol is no semver range; the shared package's own version is.
    if (range.startsWith('workspace:')) range = `^${sharedPackageJson.version}`;
    shared[key] = { singleton: true, strictVersion: true, requiredVersion: range };
  }
  return shared;
}

/**
 * Exposes convention: every `src/pages/<FileName>.tsx` becomes `./<FileName>`, so a new page needs no config.
 * @param {string} appDir
 */
function pageExposes(appDir) {
  const pagesDir = path.join(appDir, 'src', 'pages');
  if (!fs.existsSync(pagesDir)) return {};
  /** @type {Record<string, string>} */
  const exposes = {};
  for (const file of fs.readdirSync(pagesDir).sort()) {
    const match = /^([A-Z][A-Za-z0-9]*)\.tsx$/.exec(file);
    if (match) exposes[`./${match[1]}`] = `./src/pages/${file}`;
  }
  return exposes;
}

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

/**
 * The TypeScript rule: the browser build and the pre-render build compile sources the same way.
 * @param {(id: string) => any} appRequire
 * @param {boolean} production
 * @returns {import('webpack').RuleSetRule}
 */
const scriptRule = (appRequire, production) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: appRequire.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
        target: 'es2020',
      },
    },
  },
});

const EXTENSIONS = ['.tsx', '.ts', '.js', '.mjs', '.json'];
const IMAGE_FILES = /\.(png|svg|jpe?g|gif|webp)$/i;
/** Images keep one name in both builds, so pre-rendered markup points at the files the browser build emitted. */
const ASSET_FILENAME = 'assets/[name].[contenthash:10][ext]';

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

/**
 * @typedef {object} AppOptions
 * @property {string} name federation name (`shell`, `mfe_public`, …)
 * @property {string} folder the app's directory (pass `__dirname`)
 * @property {number} port development server port
 * @property {boolean} [host] true for the shell: no exposes, absolute public path, HTML page
 * @property {Record<string, string>} [exposes] explicit exposes; default is the pages convention
 * @property {string} [title] HTML title (host)
 * @property {string} [description] HTML meta description (host)
 * @property {string} [apiTarget] where `/api` is proxied in development
 * @property {Record<string, string>} [prerender] pre-rendered markup: name → module exporting its render
 *   function (see PrerenderPlugin); production builds only
 * @property {() => Record<string, unknown>} [routeData] host only: the route table as data files for the
 *   server (file name → JSON value, see RoutePagesPlugin); production builds only
 */

/**
 * @param {AppOptions} options
 * @returns {(env: unknown, argv: { mode?: string }) => import('webpack').Configuration}
 */
function createAppConfig(options) {
  const appDir = options.folder;
  const appRequire = createRequire(path.join(appDir, 'package.json'));
  const webpackRequire = createRequire(appRequire.resolve('webpack/package.json'));
  const { ModuleFederationPlugin } = appRequire('@module-federation/enhanced/webpack');
  const HtmlWebpackPlugin = appRequire('html-webpack-plugin');
  const CompressionPlugin = appRequire('compression-webpack-plugin');
  // webpack 5.111 ships minimizer-webpack-plugin (terser-webpack-plugin's successor) with the swc minifier.
  const MinimizerPlugin = webpackRequire('minimizer-webpack-plugin');
  const appPackageJson = appRequire('./package.json');
  const apiTarget = options.apiTarget ?? 'http://localhost:3000';
  const isHost = options.host === true;

  return (_env, argv) => {
    const production = argv.mode === 'production';
    const exposes = isHost ? undefined : (options.exposes ?? pageExposes(appDir));

    /** @type {import('webpack').Configuration} */
    const config = {
      mode: production ? 'production' : 'development',
      context: appDir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      // A production build prints only what needs attention; npm start stays readable.
      stats: production ? 'errors-warnings' : 'normal',
      output: {
        path: path.join(appDir, 'dist'),
        // Entry files keep stable names: `[contenthash]` in output.filename breaks the federation runtime.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
        assetModuleFilename: ASSET_FILENAME,
        // The shell needs an absolute path so deep links survive a reload; remotes resolve from their manifest.
        publicPath: isHost ? '/' : 'auto',
        uniqueName: options.name,
        clean: true,
      },
      resolve: { extensions: EXTENSIONS },
      module: {
        rules: [
          scriptRule(appRequire, production),
          {
            test: /\.css$/,
            use: [appRequire.resolve('style-loader'), appRequire.resolve('css-loader')],
          },
          {
            test: IMAGE_FILES,
            type: 'asset/resource',
          },
        ],
      },
      optimization: {
        minimize: production,
        minimizer: [new MinimizerPlugin({ minify: { implementation: MinimizerPlugin.swcMinify } })],
      },
      plugins: [
        new ModuleFederationPlugin({
          name: options.name,
          ...(isHost ? { remotes: {} } : { filename: 'remoteEntry.js', exposes }),
          shared: sharedSingletons(appPackageJson),
          // 'loaded-first': a shared module is negotiated among what is already loaded. The default
          // 'version-first' fetches every registered remote's entry before the first shared load:
          // five extra round trips on every page, and a failing remote would break pages it has no part in.
          shareStrategy: 'loaded-first',
          manifest: isHost ? false : { fileName: 'mf-manifest.json' },
          // Types are checked with `tsc --noEmit`; the plugin's type generation fails silently offline.
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: isHost ? path.join(appDir, 'src', 'index.html') : path.join(__dirname, 'standalone.html'),
          title: options.title ?? `${options.name} (standalone)`,
          description: options.description ?? '',
          chunks: ['main'],
        }),
        ...(isHost && production
          ? [
              new PreloadStartupChunksPlugin(HtmlWebpackPlugin),
              ...(options.routeData ? [new RoutePagesPlugin(options.routeData)] : []),
            ]
          : []),
        ...(production && options.prerender
          ? [
              new PrerenderPlugin({
                entries: options.prerender,
                appDir,
                appRequire,
                publicPath: isHost ? '/' : PRERENDER_PUBLIC_PATH,
              }),
            ]
          : []),
        ...(production
          ? [
              new CompressionPlugin({
                filename: '[path][base].gz',
                algorithm: 'gzip',
                test: /\.(js|css|html|json)$/,
                threshold: 0,
                minRatio: 1,
              }),
              new CompressionPlugin({
                filename: '[path][base].br',
                algorithm: 'brotliCompress',
                test: /\.(js|css|html|json)$/,
                threshold: 0,
                minRatio: 1,
              }),
            ]
          : []),
      ],
      performance: { hints: false },
      devServer: {
        port: options.port,
        historyApiFallback: true,
        hot: false,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [
          {
            context: isHost ? ['/api', '/remotes.json', '/remotes'] : ['/api'],
            target: apiTarget,
            changeOrigin: false,
          },
        ],
      },
      watchOptions: { ignored: ['**/node_modules/**', '**/@mf-types/**', '**/dist/**'] },
    };
    return config;
  };
}

module.exports = { createAppConfig, sharedSingletons, pageExposes, SINGLETONS };
