import { useEffect, useState } from 'react';

/**
 * Gives focus back, when the calling dialog goes, to the control that had it when the dialog came (the button that
 * opened it), if that is still on the page: a dialog its page removes while open (rather than antd closing it) would
 * leave a keyboard user's focus on the page's body. Read on the first render, before the dialog moves focus into itself.
 * `returnTo` names that control instead, for a dialog opened from another dialog that is gone by then (its button with
 * it): focus goes back to what opened the first.
 */
export function useFocusReturn(returnTo?: HTMLElement | null): void {
  const [opener] = useState(
    () => returnTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null),
  );
  useEffect(
    () => () => {
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
    },
    [opener],
  );
}
