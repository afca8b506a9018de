import { useEffect, useState } from 'react';

/**
 * Gives focus back, when the calling dialog goes, to the control that had it when the dialog came (the button that
 * opened it), if that is still on the page: a dialog its page removes while open (rather than antd closing it) would
 * leave a keyboard user's focus on the page's body. Read on the first render, before the dialog moves focus into itself.
 * `returnTo` names that control instead, for a dialog opened from another dialog that is gone by then (its button with
 * it): focus goes back to what opened the first. When that control has gone too (its row left the list the dialog
 * changed), and nothing else took the focus, the page's heading takes it (else its main area), never the body.
 */
export function useFocusReturn(returnTo?: HTMLElement | null): void {
  const [opener] = useState(
    () => returnTo ?? (document.activeElement instanceof HTMLElement ? document.activeElement : null),
  );
  useEffect(
    () => () => {
      if (opener && opener !== document.body && opener.isConnected) opener.focus();
      else if (opener) setTimeout(focusThePage, 0);
    },
    [opener],
  );
}

/** The page's h1 (the shell's, focusable), else its main area: where a keyboard user starts again. */
function focusThePage(): void {
  const focused = document.activeElement;
  if (focused && focused !== document.body) return;
  const start = document.querySelector<HTMLElement>('main h1[tabindex]') ?? document.querySelector<HTMLElement>('main');
  start?.focus({ preventScroll: true });
}
