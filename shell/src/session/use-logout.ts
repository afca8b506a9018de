import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api, sessionStore } from '@portal/shared';

/**
 * Logout menu action: leave the guarded area first, then sign out here (which says 'logged out') and end the
 * token on the server too, so a copy of it stops working. The local sign-out never waits for or depends on
 * that call: offline or refused, the browser forgets the session all the same.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const { token } = sessionStore.getState();
    navigate('/login', { replace: true });
    sessionStore.getState().signOut();
    if (token)
      // The store is already empty, so the token goes explicitly (and a 401 here cannot say 'session expired').
      void api()
        .post('auth/signout', { headers: { Authorization: `Bearer ${token}` } })
        .catch(() => undefined);
  }, [navigate]);
}
