import { useCallback, useEffect, useState } from 'react';

export type FreshSessionUser = {
  /** Why the read failed (undefined while it runs or once it succeeded). */
  error: unknown;
  /** Reads the user again. */
  retry(): void;
};

/**
 * Reads the signed-in user again once when a page opens: the stored copy may be older than a change made in
 * another browser, and a form built from it would save the old values back over the new ones. Loaded when
 * called, so the dashboard's first paint carries no contracts.
 */
export function useFreshSessionUser(): FreshSessionUser {
  const [attempt, setAttempt] = useState(0);
  const [error, setError] = useState<unknown>(undefined);
  useEffect(() => {
    let current = true;
    import('@portal/shared/session-user')
      .then(({ refreshSessionUser }) => refreshSessionUser())
      .catch((failure: unknown) => {
        console.error('The signed-in user could not be read again', failure);
        if (current) setError(failure ?? new Error('The signed-in user could not be read again'));
      });
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => {
    setError(undefined);
    setAttempt((count) => count + 1);
  }, []);
  return { error, retry };
}
