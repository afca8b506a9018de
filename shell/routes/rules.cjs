// @ts-check
/**
 * The rules that read the route table (the area files beside this one). Plain CommonJS without
 * dependencies, so the browser build, Jest, the webpack build and e2e all apply the same rules.
 */

/** Icon names a menu entry may carry; the authenticated layout maps each to an icon component. */
const MENU_ICONS = Object.freeze([
  'dashboard',
  'createNotification',
  'notifications',
  'applications',
  'subscription',
  'profile',
  'assigned',
  'jobHistory',
  'registeredCandidates',
  'subscribers',
  'admins',
  'settings',
  'helpArticles',
  'helpCenter',
]);

/**
 * Whether a signed-in role may open a route with this guard: 'none' and 'token' admit every role,
 * a role list only its roles. (RoleGate checks the token itself first.)
 * @param {import('./rules.cjs').RouteGuard} guard
 * @param {string | null | undefined} role
 */
function guardAdmitsRole(guard, role) {
  if (guard === 'none' || guard === 'token') return true;
  return role != null && guard.includes(role);
}

/**
 * Which remote page a role sees on a route; null when the route has none for it (not built yet, or
 * no page for that role).
 * @param {import('./rules.cjs').RoutePage} page
 * @param {string | null | undefined} role
 */
function pageFor(page, role) {
  if (page === null) return null;
  if (!('byRole' in page)) return page;
  return (role && page.byRole[role]) || null;
}

/**
 * A role's menu, derived from the routes: every route with menu data whose guard admits the role, in
 * menu order. The key is the path without its leading slash.
 * @param {readonly import('./rules.cjs').AppRoute[]} table
 * @param {string | null | undefined} role
 */
function menuForRole(table, role) {
  if (!role) return [];
  return table
    .filter((route) => route.menu && guardAdmitsRole(route.guard, role))
    .map((route) => ({ key: route.path.slice(1), path: route.path, .../** @type {any} */ (route.menu) }))
    .sort((a, b) => a.order - b.order);
}

module.exports = { MENU_ICONS, guardAdmitsRole, pageFor, menuForRole };
