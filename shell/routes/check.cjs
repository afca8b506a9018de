// @ts-check
/**
 * The route table's own check: every entry well formed, and each menu entry in agreement with its route.
 * Node only (the build, Jest, e2e); the browser trusts a table that passed it.
 */
const { MENU_ICONS, guardAdmitsRole } = require('./rules.cjs');

const ROLES = Object.freeze(['user', 'admin', 'superAdmin']);
const REMOTES = Object.freeze(['mfe_public', 'mfe_onboarding', 'mfe_candidate', 'mfe_staff', 'mfe_payments']);
const LAYOUTS = Object.freeze(['public', 'onboarding', 'authenticated']);
const ENTRY_KEYS = Object.freeze(['path', 'title', 'layout', 'guard', 'page', 'menu']);
const MENU_KEYS = Object.freeze(['title', 'icon', 'order', 'category']);
/** `/`, or segments of letters, digits and dashes, `:name` for one segment, `*` for the rest. */
const PATH = /^\/$|^(\/([a-z0-9-]+|:[A-Za-z]+))+(\/\*)?$|^\/\*$/;
/** An exposed page's name: the file name under the remote's src/pages (the exposes convention). */
const MODULE = /^[A-Z][A-Za-z0-9]*$/;

/** @param {unknown} value @returns {value is Record<string, unknown>} */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * @param {unknown} ref
 * @param {string} where
 * @param {string[]} problems
 */
function checkPageRef(ref, where, problems) {
  if (!isObject(ref)) return void problems.push(`${where} must be { "remote", "module" }.`);
  for (const key of Object.keys(ref))
    if (key !== 'remote' && key !== 'module') problems.push(`${where} has an unknown key "${key}".`);
  if (typeof ref.remote !== 'string' || !REMOTES.includes(ref.remote))
    problems.push(`${where}.remote must be one of ${REMOTES.join(', ')}.`);
  if (typeof ref.module !== 'string' || !MODULE.test(ref.module))
    problems.push(`${where}.module must name a page file of the remote (e.g. "AdminDashboard").`);
}

/**
 * @param {Record<string, unknown>} entry
 * @param {string} where
 * @param {string[]} problems
 */
function checkEntry(entry, where, problems) {
  for (const key of Object.keys(entry))
    if (!ENTRY_KEYS.includes(key)) problems.push(`${where} has an unknown key "${key}".`);
  if (typeof entry.path !== 'string' || !PATH.test(entry.path))
    problems.push(`${where} needs a path such as "/assigned" (lower case, ":name" for one segment).`);
  if (typeof entry.layout !== 'string' || !LAYOUTS.includes(entry.layout))
    problems.push(`${where}.layout must be one of ${LAYOUTS.join(', ')}.`);

  const guard = entry.guard;
  const guardIsRoles =
    Array.isArray(guard) &&
    guard.length > 0 &&
    guard.every((role) => ROLES.includes(role)) &&
    new Set(guard).size === guard.length;
  if (guard !== 'none' && guard !== 'token' && !guardIsRoles)
    problems.push(`${where}.guard must be "none", "token" or a list of distinct roles (${ROLES.join(', ')}).`);
  if (entry.layout === 'authenticated' && guard === 'none')
    problems.push(`${where}: a page in the authenticated layout needs a guard ("token" or roles).`);
  // The public pages write their own titles (with their descriptions); every other page is named here.
  if (entry.layout === 'public') {
    if (entry.title !== undefined) problems.push(`${where}.title: a public page sets its own title (usePageMeta).`);
  } else if (typeof entry.title !== 'string' || entry.title.trim() === '')
    problems.push(`${where} needs a "title": the page's name, for the browser tab and the page's heading.`);
  /** The roles the guard lets in: what the menu and the per-role pages must agree with. */
  const admitted =
    guard === 'none' || !(guardIsRoles || guard === 'token')
      ? []
      : ROLES.filter((role) => guardAdmitsRole(/** @type {any} */ (guard), role));

  if (!('page' in entry)) problems.push(`${where} needs "page": a remote page, one per role, or null (not built yet).`);
  else if (entry.page === null) {
    if (!entry.menu) problems.push(`${where} has no page and no menu entry: leave it out until its page exists.`);
  } else if (isObject(entry.page) && 'byRole' in entry.page) {
    const byRole = entry.page.byRole;
    if (!isObject(byRole)) problems.push(`${where}.page.byRole must map roles to pages.`);
    else {
      if (guard === 'none') problems.push(`${where}: a page per role needs a guard with roles.`);
      for (const [role, ref] of Object.entries(byRole)) {
        if (!ROLES.includes(role)) problems.push(`${where}.page.byRole has an unknown role "${role}".`);
        else if (guard !== 'none' && !admitted.includes(role))
          problems.push(`${where}.page.byRole.${role}: the guard does not let ${role} in.`);
        checkPageRef(ref, `${where}.page.byRole.${role}`, problems);
      }
      for (const role of admitted)
        if (!(role in byRole))
          problems.push(`${where}: the guard lets ${role} in, but page.byRole has no page for it.`);
    }
  } else checkPageRef(entry.page, `${where}.page`, problems);

  if (entry.menu !== undefined) checkMenu(entry, where, problems);
}

/**
 * @param {Record<string, unknown>} entry
 * @param {string} where
 * @param {string[]} problems
 */
function checkMenu(entry, where, problems) {
  const menu = entry.menu;
  if (!isObject(menu)) return void problems.push(`${where}.menu must be { "title", "icon", "order" }.`);
  for (const key of Object.keys(menu)) {
    if (key === 'roles')
      problems.push(`${where}.menu.roles: who sees a menu entry is its route's guard; set the guard.`);
    else if (!MENU_KEYS.includes(key)) problems.push(`${where}.menu has an unknown key "${key}".`);
  }
  if (entry.layout !== 'authenticated')
    problems.push(`${where}.menu: the menu belongs to the authenticated layout; this route is ${entry.layout}.`);
  if (entry.guard === 'none') problems.push(`${where}.menu: a menu entry needs a guard, whose roles see it.`);
  if (typeof menu.title !== 'string' || menu.title.trim() === '') problems.push(`${where}.menu.title is missing.`);
  if (typeof menu.icon !== 'string' || !MENU_ICONS.includes(menu.icon))
    problems.push(`${where}.menu.icon "${String(menu.icon)}" is unknown; use one of ${MENU_ICONS.join(', ')}.`);
  if (typeof menu.order !== 'number' || !Number.isFinite(menu.order))
    problems.push(`${where}.menu.order must be a number.`);
  if (menu.category !== undefined && (typeof menu.category !== 'string' || menu.category.trim() === ''))
    problems.push(`${where}.menu.category, when given, must be a heading text.`);
}

/**
 * Every problem of a route table, as sentences naming the entry; empty when it is sound.
 * @param {readonly unknown[]} entries
 * @param {readonly string[]} [sources] where each entry was written (e.g. "staff.json"), for the messages
 * @returns {string[]}
 */
function checkRouteTable(entries, sources = []) {
  /** @type {string[]} */
  const problems = [];
  /** @type {Map<string, string>} */
  const paths = new Map();
  /** @type {Map<number, string>} */
  const orders = new Map();
  entries.forEach((entry, index) => {
    const source = sources[index] ?? 'route table';
    if (!isObject(entry)) return void problems.push(`${source}: entry ${index + 1} is not an object.`);
    const where = `${source} ${typeof entry.path === 'string' ? entry.path : `entry ${index + 1}`}`;
    checkEntry(entry, where, problems);
    if (typeof entry.path === 'string') {
      // The server matches addresses in any case, so paths differing only in case are one address.
      const key = entry.path.toLowerCase();
      const first = paths.get(key);
      if (first) problems.push(`${where}: the path is declared twice (also in ${first}).`);
      else paths.set(key, source);
    }
    const order = isObject(entry.menu) ? entry.menu.order : undefined;
    if (typeof order === 'number') {
      const first = orders.get(order);
      if (first) problems.push(`${where}.menu.order ${order} is taken by ${first}.`);
      else orders.set(order, where);
    }
  });
  return problems;
}

module.exports = { checkRouteTable, ROLES, REMOTES, LAYOUTS };
