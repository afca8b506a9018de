import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionStore, useSession } from '@portal/shared';
import { sessionReturnState } from '@portal/shared/session-return';

/**
 * The api client marks the session expired on any 401; the shell answers by going to /login, carrying the page it was
 * on, so the same account signing in again comes back to it.
 */
export function ExpiryWatcher() {
  const expired = useSession((state) => state.expired);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (!expired) return;
    const endedFor = sessionStore.getState().endedSessionOf;
    navigate('/login', { replace: true, state: sessionReturnState(`${pathname}${search}`, endedFor) });
    sessionStore.getState().acknowledgeExpiry();
  }, [expired, navigate, pathname, search]);
  return null;
}
