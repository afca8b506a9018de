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
 * @param {string[]} [plainMarkupPages] pages drawn without antd (`Login` for `./Login`), exposed as they are
 * @returns {Record<string, string>}
 */
function themedExposes(exposes, plainMarkupPages = []) {
  const unknown = plainMarkupPages.filter((page) => !(`./${page}` in exposes));
  if (unknown.length > 0) throw new Error(`plainMarkupPages names pages that are not exposed: ${unknown.join(', ')}.`);
  return Object.fromEntries(
    Object.entries(exposes).map(([key, file]) => [
      key,
      plainMarkupPages.includes(key.slice(2)) ? file : `${file}${THEMED_PAGE_QUERY}`,
    ]),
  );
}

/** The rule that runs the loader on those requests first, before they compile as TypeScript. */
const themedPageRule = () => ({
  resourceQuery: /^\?themed-page$/,
  enforce: /** @type {const} */ ('pre'),
  loader: require.resolve('./themed-page-loader.cjs'),
});

module.exports = { themedExposes, themedPageRule, THEMED_PAGE_QUERY };
