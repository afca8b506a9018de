// Build-time entry `@portal/shared/ui/load-or-retry` (antd, so not in `@portal/shared/ui`): one way for a page to wait
// for what it needs from the API.
import type { ReactNode } from 'react';
import { Alert, Button, Spin } from 'antd';
import { sharedMessages as texts } from '../texts';

type LoadOrRetryProps<Data> = {
  /** What an SWR hook answered: its data (undefined until it is in), its error and its `mutate` (the retry). */
  state: { data: Data | undefined; error: unknown; mutate: () => unknown };
  /** The failure shown with Retry. */
  failed: string;
  /** What the page shows once the data is in. */
  children: (data: Data) => ReactNode;
};

/** A spinner while the data loads, the failure with a retry, else the page. */
export function LoadOrRetry<Data>({ state, failed, children }: LoadOrRetryProps<Data>) {
  if (state.error)
    return (
      <Alert
        type="error"
        role="alert"
        title={failed}
        action={<Button onClick={() => void state.mutate()}>{texts.retry}</Button>}
      />
    );
  // A label needs a role to be announced (axe: aria-prohibited-attr on antd's bare div): the wait is a status.
  if (state.data === undefined)
    return (
      <div role="status" aria-label={texts.loading}>
        <Spin />
      </div>
    );
  return children(state.data);
}
