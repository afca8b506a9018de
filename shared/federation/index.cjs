// @ts-check
/**
 * The build factory every app's webpack.config.js calls, and the pieces it is made of (one file each):
 * singletons.cjs (what is shared as a singleton), exposes.cjs (the pages convention), themed-pages.cjs,
 * preload-startup-chunks-plugin.cjs, route-pages-plugin.cjs, prerender-plugin.cjs, app-config.cjs.
 */
const { createAppConfig } = require('./app-config.cjs');
const { pageExposes } = require('./exposes.cjs');
const { SINGLETONS, ANTD_SINGLETONS, sharedSingletons } = require('./singletons.cjs');

module.exports = { createAppConfig, sharedSingletons, pageExposes, SINGLETONS, ANTD_SINGLETONS };
