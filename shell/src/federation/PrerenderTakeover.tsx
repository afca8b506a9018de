import { useLayoutEffect, useRef } from 'react';
import {
  PRERENDER_EARLY_CLICKS,
  PRERENDER_EARLY_TYPING,
  PRERENDERED_PAGE_ATTRIBUTE,
  type EarlyClick,
  type EarlyTyping,
} from '@portal/shared';
import { readTypedFields, restoreTypedFields, withEarlyTyping, type TypedField } from './typed-fields';

type WithEarlyInput = { [PRERENDER_EARLY_CLICKS]?: EarlyClick[]; [PRERENDER_EARLY_TYPING]?: EarlyTyping };

/**
 * Rendered once with the app over a pre-rendered page: after the first commit, the page is the app's.
 * Marks #root as taken over (the recorder stops) and replays the clicks made on the pre-rendered
 * buttons, on the same buttons, now live; a button that is not where it was (different text) is skipped.
 * What was typed into the pre-rendered fields is read before the first commit, brought up to date with what the
 * recorder saw typed until the commit, and typed into the app's; then neither copy is kept (a password among them
 * would otherwise stay in memory for as long as the page is open).
 */
export function PrerenderTakeover({ root }: { root: HTMLElement }) {
  // Read while rendering the first time: the markup on screen is still the pre-rendered one.
  const typed = useRef<TypedField[] | null>(null);
  if (typed.current === null)
    typed.current = root.hasAttribute(PRERENDERED_PAGE_ATTRIBUTE) ? readTypedFields(root) : [];
  // In the commit that puts the app's fields in place of the markup, not after it: a later effect left a moment in
  // which the markup's focused field was gone and the app's not yet focused, so a keystroke then went nowhere (seen
  // in CI: an e-mail typed into /login as the app took over was lost).
  useLayoutEffect(() => {
    if (!root.hasAttribute(PRERENDERED_PAGE_ATTRIBUTE)) return;
    root.removeAttribute(PRERENDERED_PAGE_ATTRIBUTE);
    const early = window as WithEarlyInput;
    const recorded = early[PRERENDER_EARLY_TYPING];
    restoreTypedFields(root, withEarlyTyping(typed.current ?? [], recorded));
    // The recorder's own reference to what it recorded stays alive with its listeners: empty it.
    if (recorded) recorded.fields = {};
    typed.current = [];
    delete early[PRERENDER_EARLY_TYPING];
    const clicks = early[PRERENDER_EARLY_CLICKS] ?? [];
    delete early[PRERENDER_EARLY_CLICKS];
    const buttons = root.querySelectorAll('button');
    for (const click of clicks) {
      const button = buttons[click.index];
      if (button && button.textContent === click.text) button.click();
    }
  }, [root]);
  return null;
}
