// @ts-check
const path = require('node:path');

/**
 * Webpack loader for `<page>.tsx?themed-page` (see themed-pages.cjs): the page module itself, re-exported
 * with its default export wrapped in the portal's antd theme.
 * @this {{ resourcePath: string }}
 */
module.exports = function themedPageLoader() {
  const page = JSON.stringify(`./${path.basename(this.resourcePath)}`);
  return [
    `import Page from ${page};`,
    `import { themedPage } from '@portal/shared/ui/theme';`,
    `export * from ${page};`,
    `export default themedPage(Page);`,
  ].join('\n');
};
