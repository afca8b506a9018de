import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@portal/shared';

/** Logout menu action: leave the guarded area first, then sign out (which says 'logged out'). */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    navigate('/login', { replace: true });
    sessionStore.getState().signOut();
  }, [navigate]);
}
