import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from '@portal/shared/onboarding';

/** Navigates after the spec's redirect delay (section 9) so the success toast is read; cancelled if the page goes away. */
export function useDelayedNavigate(delayMs: number = REDIRECT_DELAY_MS): (path: string) => void {
  const navigate = useNavigate();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return useCallback(
    (path: string) => {
      if (timer.current) clearTimeout(timer.current);
      timer.current = setTimeout(() => navigate(path, { replace: true }), delayMs);
    },
    [delayMs, navigate],
  );
}
