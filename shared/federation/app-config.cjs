// @ts-check
/**
 * The one webpack + Module Federation factory for the shell and every remote: each app's webpack.config.js
 * is a call to `createAppConfig`. The plugins it assembles live beside it, one file each.
 */
const path = require('node:path');
const { createRequire } = require('node:module');
const { ASSET_FILENAME, EXTENSIONS, IMAGE_FILES, scriptRule } = require('./build-rules.cjs');
const { pageExposes } = require('./exposes.cjs');
const { PreloadStartupChunksPlugin } = require('./preload-startup-chunks-plugin.cjs');
const { PrerenderPlugin, PRERENDER_PUBLIC_PATH } = require('./prerender-plugin.cjs');
const { RoutePagesPlugin } = require('./route-pages-plugin.cjs');
const { sharedSingletons } = require('./singletons.cjs');
const { themedExposes, themedPageRule } = require('./themed-pages.cjs');

/**
 * @typedef {object} AppOptions
 * @property {string} name federation name (`shell`, `mfe_public`, …)
 * @property {string} folder the app's directory (pass `__dirname`)
 * @property {number} port development server port
 * @property {boolean} [host] true for the shell: no exposes, absolute public path, HTML page
 * @property {Record<string, string>} [exposes] explicit exposes; default is the pages convention
 * @property {string[]} [plainMarkupPages] exposed pages drawn without antd, exposed as they are: the antd theme
 *   around them would bring antd to a page that has none (see themed-pages.cjs)
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
  // An app that uses antd bundles its own copy; its pages are wrapped in the one theme (themed-pages.cjs).
  const usesAntd = Boolean(appPackageJson.dependencies?.antd);

  return (_env, argv) => {
    const production = argv.mode === 'production';
    const pages = isHost ? undefined : (options.exposes ?? pageExposes(appDir));
    const exposes = pages && usesAntd ? themedExposes(pages, options.plainMarkupPages) : pages;

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
          ...(usesAntd ? [themedPageRule()] : []),
          scriptRule(appRequire, production),
          {
            test: /\.css$/,
            // No CSS source maps in a production build: css-loader follows `devtool` and would inline each
            // stylesheet a second time (its map, with the source) into the JavaScript every page downloads.
            use: [
              appRequire.resolve('style-loader'),
              { loader: appRequire.resolve('css-loader'), options: { sourceMap: !production } },
            ],
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
          // One federation runtime per page: the shell provides it and the remotes' entries use it instead of
          // each carrying a copy (about 20 KiB compressed per remote on every page). Production only: a remote
          // started on its own in development is its own host and keeps its runtime.
          ...(production ? { experiments: isHost ? { provideExternalRuntime: true } : { externalRuntime: true } } : {}),
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

module.exports = { createAppConfig };
