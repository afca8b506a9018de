import { roles, type Role } from '@portal/shared/roles';
import { messages } from '../texts';

/** Icon names; the authenticated layout maps them to @ant-design/icons so this table stays plain data. */
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
  | 'helpCenter'
  | 'logout';

export type MenuEntry = {
  key: string;
  title: string;
  roles: readonly Role[];
  order: number;
  icon: MenuIcon;
  category?: string;
} & ({ path: string; action?: never } | { action: 'logout'; path?: never });

const all = roles;

/** The spec's menu table (section 2, authenticated layout), in its order; Logout is last for everyone. */
export const menuEntries: readonly MenuEntry[] = [
  {
    key: 'dashboard',
    path: '/dashboard',
    title: messages.menuDashboard,
    roles: ['admin', 'user', 'superAdmin'],
    order: 1,
    icon: 'dashboard',
  },
  {
    key: 'create-notification',
    path: '/create-notification',
    title: messages.menuCreateNotification,
    roles: ['admin', 'superAdmin'],
    order: 2,
    icon: 'createNotification',
  },
  {
    key: 'notification',
    path: '/notification',
    title: messages.menuNotifications,
    roles: ['admin', 'user', 'superAdmin'],
    order: 3,
    icon: 'notifications',
  },
  {
    key: 'application',
    path: '/application',
    title: messages.menuApplications,
    roles: ['user'],
    order: 4,
    icon: 'applications',
  },
  { key: 'mysub', path: '/mysub', title: messages.menuSubscription, roles: ['user'], order: 5, icon: 'subscription' },
  { key: 'profile', path: '/profile', title: messages.menuProfile, roles: ['user'], order: 6, icon: 'profile' },
  {
    key: 'assigned',
    path: '/assigned',
    title: messages.menuAssignedCandidates,
    roles: ['admin'],
    order: 7,
    icon: 'assigned',
  },
  {
    key: 'admin-jobhistory',
    path: '/admin-jobhistory',
    title: messages.menuJobHistory,
    roles: ['admin'],
    order: 8,
    icon: 'jobHistory',
  },
  {
    key: 'registered-candidates',
    path: '/registered-candidates',
    title: messages.menuRegisteredCandidates,
    roles: ['superAdmin'],
    order: 9,
    icon: 'registeredCandidates',
  },
  {
    key: 'subscribers',
    path: '/subscribers',
    title: messages.menuSubscribers,
    roles: ['superAdmin'],
    order: 10,
    icon: 'subscribers',
  },
  { key: 'admins', path: '/admins', title: messages.menuAdmins, roles: ['superAdmin'], order: 11, icon: 'admins' },
  { key: 'setting', path: '/setting', title: messages.menuSettings, roles: all, order: 12, icon: 'settings' },
  {
    key: 'articles',
    path: '/articles',
    title: messages.menuHelpArticles,
    roles: ['admin', 'superAdmin'],
    order: 13,
    icon: 'helpArticles',
  },
  { key: 'help', path: '/help', title: messages.menuHelpCenter, roles: ['user'], order: 14, icon: 'helpCenter' },
  { key: 'logout', action: 'logout', title: messages.menuLogout, roles: all, order: 15, icon: 'logout' },
];

/** The entries a role sees, in order; none without a role. */
export function menuForRole(role: Role | null | undefined): MenuEntry[] {
  if (!role) return [];
  return menuEntries.filter((entry) => entry.roles.includes(role)).sort((a, b) => a.order - b.order);
}

/** The entry to highlight: the one whose path is the current route or its parent. */
export function activeMenuKey(entries: readonly MenuEntry[], pathname: string): string | undefined {
  return entries.find((entry) => entry.path && (pathname === entry.path || pathname.startsWith(`${entry.path}/`)))?.key;
}
