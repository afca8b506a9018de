// @ts-check
/** What the browser build and the pre-render build share: how sources compile, and asset names. */

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

module.exports = { scriptRule, EXTENSIONS, IMAGE_FILES, ASSET_FILENAME };
