import { useEffect } from 'react';

/**
 * Reads the signed-in user again once when a page opens: the stored copy may be older than a change made in
 * another browser, and a form built from it would save the old values back over the new ones. Loaded when
 * called, so the dashboard's first paint carries no contracts.
 */
export function useFreshSessionUser(): void {
  useEffect(() => {
    import('@portal/shared/session-user')
      .then(({ refreshSessionUser }) => refreshSessionUser())
      .catch((error: unknown) => console.error('The signed-in user could not be read again', error));
  }, []);
}
