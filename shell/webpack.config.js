const { createAppConfig } = require('@portal/shared/federation');
// The shell's own title and description: its HTML carries them, and a route whose page sets none goes back to them.
const siteMeta = require('./src/site-meta.json');
const { loadRouteTable, routePages, routePaths } = require('./routes/index.cjs');

module.exports = createAppConfig({
  name: 'shell',
  folder: __dirname,
  port: 8080,
  host: true,
  // The frames around pre-rendered pages, read by the server as dist/prerender/layout-<layout>.json.
  prerender: {
    'layout-public': './src/layouts/public/prerender.tsx',
    'layout-onboarding': './src/layouts/onboarding/prerender.tsx',
  },
  title: siteMeta.title,
  description: siteMeta.description,
  // The route table reaches the server as data: the page each route preloads, and every address with a page.
  routeData: () => {
    const table = loadRouteTable();
    return { 'route-pages.json': routePages(table), 'route-paths.json': routePaths(table) };
  },
});
