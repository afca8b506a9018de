// @ts-check
/**
 * antd is not shared at run time: each remote that uses it bundles its own tree-shaken copy, whose theme
 * context the shell cannot reach. So the build wraps each page such a remote exposes in the one theme
 * (`themedPage` of `@portal/shared/ui/theme`): an exposed `./src/pages/Login.tsx` becomes
 * `./src/pages/Login.tsx?themed-page`, which the loader below turns into the page wrapped in the theme.
 * A page file stays a plain component, and a new page is themed without anyone remembering to.
 */
const THEMED_PAGE_QUERY = '?themed-page';

/**
 * @param {Record<string, string>} exposes
 * @returns {Record<string, string>}
 */
function themedExposes(exposes) {
  return Object.fromEntries(Object.entries(exposes).map(([key, file]) => [key, `${file}${THEMED_PAGE_QUERY}`]));
}

/** The rule that runs the loader on those requests first, before they compile as TypeScript. */
const themedPageRule = () => ({
  resourceQuery: /^\?themed-page$/,
  enforce: /** @type {const} */ ('pre'),
  loader: require.resolve('./themed-page-loader.cjs'),
});

module.exports = { themedExposes, themedPageRule, THEMED_PAGE_QUERY };
