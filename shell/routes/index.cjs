// @ts-check
/**
 * The route table for Node (the shell's webpack build, Jest, e2e, benchmarks): every `<area>.json` in this
 * folder, checked, in file-name order. The browser build imports the same files (src/app/route-table.ts).
 */
const fs = require('node:fs');
const path = require('node:path');
const rules = require('./rules.cjs');
const { checkRouteTable, ROLES, REMOTES, LAYOUTS } = require('./check.cjs');

/**
 * The area files of a folder, by name, with their entries as written.
 * @param {string} [dir]
 * @returns {{ area: string, routes: unknown[] }[]}
 */
function readAreas(dir = __dirname) {
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => {
      const routes = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
      if (!Array.isArray(routes)) throw new Error(`${path.join(dir, file)} must hold a list of routes.`);
      return { area: file.replace(/\.json$/, ''), routes };
    });
}

/**
 * The whole route table; throws with every problem found (see check.cjs), so a build or test that reads a
 * table whose menu and routes disagree stops.
 * @param {string} [dir]
 * @returns {import('./rules.cjs').AppRoute[]}
 */
function loadRouteTable(dir = __dirname) {
  const areas = readAreas(dir);
  const entries = areas.flatMap((area) => area.routes);
  const sources = areas.flatMap((area) => area.routes.map(() => `${area.area}.json`));
  const problems = checkRouteTable(entries, sources);
  if (problems.length > 0) throw new Error(`The route table in ${dir} has problems:\n- ${problems.join('\n- ')}`);
  return /** @type {any} */ (entries);
}

/**
 * `route-pages.json`: path → { remote, module, layout } for every route with one page for everyone, so the
 * server can preload the page of the route it answers and find the frame it is pre-rendered in.
 * @param {readonly import('./rules.cjs').AppRoute[]} table
 */
function routePages(table) {
  /** @type {Record<string, { remote: string, module: string, layout: string }>} */
  const pages = {};
  for (const route of table)
    if (route.page && !('byRole' in route.page))
      pages[route.path] = { remote: route.page.remote, module: route.page.module, layout: route.layout };
  return pages;
}

/**
 * `route-paths.json`: every path that has a page (`:name` one segment, `*` the rest); the server answers any
 * other page address with the 404 status. Menu entries whose page is not built yet are not among them.
 * @param {readonly import('./rules.cjs').AppRoute[]} table
 */
function routePaths(table) {
  return table.filter((route) => route.page !== null).map((route) => route.path);
}

module.exports = {
  ...rules,
  ROLES,
  REMOTES,
  LAYOUTS,
  checkRouteTable,
  readAreas,
  loadRouteTable,
  routePages,
  routePaths,
};
