import { useCallback, useRef, useState } from 'react';

/** Runs one submission at a time: `busy` while it runs, and a second click before the first ends is dropped. */
export function useBusyAction(): { busy: boolean; run: (action: () => Promise<void>) => Promise<void> } {
  const [busy, setBusy] = useState(false);
  // The ref answers at once; the state only after React renders again.
  const running = useRef(false);

  const run = useCallback(async (action: () => Promise<void>) => {
    if (running.current) return;
    running.current = true;
    setBusy(true);
    try {
      await action();
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);

  return { busy, run };
}
