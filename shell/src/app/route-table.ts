import type { RemoteName } from '@portal/shared';
import type { Role } from '@portal/shared/roles';
import type { AppRoute, LayoutName, RemoteName as RouteRemote, Role as RouteRole } from '../../routes/rules.cjs';
import candidate from '../../routes/candidate.json';
import dashboard from '../../routes/dashboard.json';
import notifications from '../../routes/notifications.json';
import onboarding from '../../routes/onboarding.json';
import payments from '../../routes/payments.json';
import publicSite from '../../routes/public.json';
import staff from '../../routes/staff.json';

export type { AppRoute, LayoutName, MenuIcon, RouteGuard, RoutePage } from '../../routes/rules.cjs';
export { guardAdmitsRole, pageFor } from '../../routes/rules.cjs';

/**
 * The one route table (spec section 2): one data file per area under shell/routes, in file-name order as
 * the Node loader (routes/index.cjs) reads them. JSON gives strings where the table has names; the loader's
 * check (route-table.test.ts, and every build) proves each entry has the AppRoute shape.
 */
export const routeTable = [
  ...candidate,
  ...dashboard,
  ...notifications,
  ...onboarding,
  ...payments,
  ...publicSite,
  ...staff,
] as readonly AppRoute[];

export const routesForLayout = (layout: LayoutName): AppRoute[] =>
  routeTable.filter((route) => route.layout === layout);

// The data files name roles and remotes as @portal/shared does: a compile error here if the lists drift apart.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const namesAgree: [Same<Role, RouteRole>, Same<RemoteName, RouteRemote>] = [true, true];
