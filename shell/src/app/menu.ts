import type { Role } from '@portal/shared/roles';
import { menuForRole as routeMenu, type MenuIcon as RouteIcon } from '../../routes/rules.cjs';
import { messages } from '../texts';
import { routeTable } from './route-table';

/** Icon names; the authenticated layout maps them to @ant-design/icons so the route data stays plain. */
export type MenuIcon = RouteIcon | 'logout';

export type MenuEntry = {
  key: string;
  title: string;
  order: number;
  icon: MenuIcon;
  category?: string;
} & ({ path: string; action?: never } | { action: 'logout'; path?: never });

/**
 * The menu of a role (spec section 2, authenticated layout), derived from the route table: every route with
 * menu data whose guard lets the role in, in menu order; Logout, the shell's own action, last for everyone.
 */
export function menuForRole(role: Role | null | undefined): MenuEntry[] {
  if (!role) return [];
  const routes: MenuEntry[] = routeMenu(routeTable, role);
  const last = routes.at(-1)?.order ?? 0;
  return [...routes, { key: 'logout', action: 'logout', title: messages.menuLogout, order: last + 1, icon: 'logout' }];
}

/** The entry to highlight: the one whose path is the current route or its parent. */
export function activeMenuKey(entries: readonly MenuEntry[], pathname: string): string | undefined {
  return entries.find((entry) => entry.path && (pathname === entry.path || pathname.startsWith(`${entry.path}/`)))?.key;
}
