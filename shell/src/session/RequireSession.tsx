import { useEffect, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { isTokenExpired, sessionStore, useSession } from '@portal/shared';
import { sessionMessages } from '@portal/shared';
import { sessionReturnState } from '@portal/shared/session-return';
import { messages } from '../texts';

/**
 * Ends a missing or expired session: cleared, the spec's message shown, sent to /login (with the page it was on, when
 * a session ended here, so the same account signing in again comes back to it).
 */
export function SessionExpiredRedirect() {
  const { pathname, search } = useLocation();
  // Read before the effect below clears the session.
  // Read before the effect below clears the session: its account, or the one whose session a 401 just ended.
  const [returnState] = useState(() => {
    const { user, endedSessionOf } = sessionStore.getState();
    return sessionReturnState(`${pathname}${search}`, user?._id ?? endedSessionOf);
  });
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
  return <Navigate to="/login" replace state={returnState} />;
}

/** Guard of every authenticated route (spec section 2): a stored token whose `exp` has not passed. */
export function RequireSession() {
  const token = useSession((state) => state.token);
  if (!token || isTokenExpired(token)) return <SessionExpiredRedirect />;
  return <Outlet />;
}
