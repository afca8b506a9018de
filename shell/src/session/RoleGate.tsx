import type { ReactNode } from 'react';
import { isTokenExpired, useSession } from '@portal/shared';
import { guardAdmitsRole, type RouteGuard } from '../app/route-table';
import { ForbiddenPage } from '../pages/ForbiddenPage';
import { SessionExpiredRedirect } from './RequireSession';

/**
 * A route's own guard: 'token' and role lists need a live session; a signed-in role the route is not
 * meant for sees a clear 403, never a blank area.
 */
export function RoleGate({ guard, children }: { guard: RouteGuard; children: ReactNode }) {
  const token = useSession((state) => state.token);
  const role = useSession((state) => state.user?.role ?? null);
  if (guard === 'none') return <>{children}</>;
  if (!token || isTokenExpired(token)) return <SessionExpiredRedirect />;
  if (!guardAdmitsRole(guard, role)) return <ForbiddenPage />;
  return <>{children}</>;
}
