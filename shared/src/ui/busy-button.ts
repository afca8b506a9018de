import type { MouseEvent } from 'react';

/**
 * What a button gets while its work runs (a save, a vote, a code sent): it says it is unavailable (`aria-disabled`)
 * and ignores clicks, Enter in its form included, but keeps the focus. A `disabled` button drops the focus to the
 * page, so a keyboard or screen-reader user would start again from the top after every save. Spread it on the
 * button: `<Button htmlType="submit" {...busyButton(busy)}>`.
 */
export function busyButton(busy: boolean): {
  'aria-disabled'?: true;
  onClickCapture?: (event: MouseEvent) => void;
} {
  if (!busy) return {};
  return {
    'aria-disabled': true,
    onClickCapture: (event) => {
      // Before the button's own handler, and before the click submits its form.
      event.preventDefault();
      event.stopPropagation();
    },
  };
}
