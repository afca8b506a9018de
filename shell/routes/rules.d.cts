/** The shape of a route entry in the area files (shell/routes/<area>.json). */

export type Role = 'user' | 'admin' | 'superAdmin';
export type RemoteName = 'mfe_public' | 'mfe_onboarding' | 'mfe_candidate' | 'mfe_staff' | 'mfe_payments';
export type LayoutName = 'public' | 'onboarding' | 'authenticated';
/** 'none': open; 'token': any signed-in session; a role list: a signed-in session with one of those roles. */
export type RouteGuard = 'none' | 'token' | readonly Role[];
/** A page a remote exposes: `{ remote: 'mfe_onboarding', module: 'Login' }` is `mfe_onboarding/Login`. */
export type RoutePageRef = { remote: RemoteName; module: string };
/** One page for everyone, one per role (the dashboard), or null: not built yet, the shell's 404 page. */
export type RoutePage = RoutePageRef | { byRole: Partial<Record<Role, RoutePageRef>> } | null;
export type MenuIcon =
  | 'dashboard'
  | 'createNotification'
  | 'notifications'
  | 'applications'
  | 'subscription'
  | 'profile'
  | 'assigned'
  | 'jobHistory'
  | 'registeredCandidates'
  | 'subscribers'
  | 'admins'
  | 'settings'
  | 'helpArticles'
  | 'helpCenter';
/** The entry's place in the menu; who sees it is the route's guard. */
export type RouteMenu = { title: string; icon: MenuIcon; order: number; category?: string };

export type AppRoute = {
  path: string;
  /**
   * The page's name (not for public pages, which set their own): the document title ('Settings | Career Portal')
   * and, in the signed-in layout, the page's h1, which takes the focus when a navigation left it nowhere.
   */
  title?: string;
  layout: LayoutName;
  guard: RouteGuard;
  page: RoutePage;
  menu?: RouteMenu;
};

/** A menu entry derived from a route. */
export type RouteMenuEntry = RouteMenu & { key: string; path: string };

export const MENU_ICONS: readonly MenuIcon[];
export function guardAdmitsRole(guard: RouteGuard, role: string | null | undefined): boolean;
export function pageFor(page: RoutePage, role: string | null | undefined): RoutePageRef | null;
export function menuForRole(table: readonly AppRoute[], role: string | null | undefined): RouteMenuEntry[];
