import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore, useSession } from '@portal/shared';

/** The api client marks the session expired on any 401; the shell answers by going to /login. */
export function ExpiryWatcher() {
  const expired = useSession((state) => state.expired);
  const navigate = useNavigate();
  useEffect(() => {
    if (!expired) return;
    navigate('/login', { replace: true });
    sessionStore.getState().acknowledgeExpiry();
  }, [expired, navigate]);
  return null;
}
