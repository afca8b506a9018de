import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { isTokenExpired, messages, sessionStore, useSession } from '@portal/shared';

/** Ends a missing or expired session: cleared, the spec's message shown, sent to /login. */
export function SessionExpiredRedirect() {
  useEffect(() => {
    const session = sessionStore.getState();
    if (session.token || session.user) {
      session.expire();
      session.acknowledgeExpiry();
    }
    // Right after Logout the guard sees no token too; that user already got 'logged out', not 'expired'.
    if (session.notice?.text !== messages.loggedOut) session.notify('error', messages.sessionExpiredGuard);
  }, []);
  return <Navigate to="/login" replace />;
}

/** Guard of every authenticated route (spec section 2): a stored token whose `exp` has not passed. */
export function RequireSession() {
  const token = useSession((state) => state.token);
  if (!token || isTokenExpired(token)) return <SessionExpiredRedirect />;
  return <Outlet />;
}
