import { useEffect } from 'react';
import { Navigate, Outlet } from 'react-router-dom';
import { isTokenExpired, sessionStore, useSession } from '@portal/shared';
import { sessionMessages } from '@portal/shared';
import { messages } from '../texts';

/** Ends a missing or expired session: cleared, the spec's message shown, sent to /login. */
export function SessionExpiredRedirect() {
  useEffect(() => {
    const session = sessionStore.getState();
    if (session.token || session.user) {
      session.expire();
      session.acknowledgeExpiry();
    }
    // Right after Logout, a 401 or deleting the account the guard sees no token too; that user was already told why.
    const alreadyTold: readonly string[] = [
      sessionMessages.loggedOut,
      sessionMessages.sessionExpired,
      sessionMessages.accountDeleted,
    ];
    if (!alreadyTold.includes(session.notice?.text ?? '')) session.notify('error', messages.sessionExpiredGuard);
  }, []);
  return <Navigate to="/login" replace />;
}

/** Guard of every authenticated route (spec section 2): a stored token whose `exp` has not passed. */
export function RequireSession() {
  const token = useSession((state) => state.token);
  if (!token || isTokenExpired(token)) return <SessionExpiredRedirect />;
  return <Outlet />;
}
