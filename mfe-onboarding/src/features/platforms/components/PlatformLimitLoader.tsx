import type { ReactNode } from 'react';
import { Alert, Button, Spin } from 'antd';
import type { PlatformLimit } from '@portal/shared/contracts';
import type { usePlatformLimit } from '../api/platform-limit';
import { messages } from '../../../texts';

type PlatformLimitLoaderProps = {
  limit: ReturnType<typeof usePlatformLimit>;
  /** What the page shows once the limit is in (null: no plan chosen). */
  children: (limit: PlatformLimit | null) => ReactNode;
};

/** A spinner while the plan's platform limit loads, the failure with a retry, else the page. */
export function PlatformLimitLoader({ limit, children }: PlatformLimitLoaderProps) {
  if (limit.error)
    return (
      <Alert
        type="error"
        role="alert"
        title={messages.platformLimitFetchFailed}
        action={<Button onClick={() => void limit.mutate()}>{messages.retry}</Button>}
      />
    );
  if (limit.data === undefined) return <Spin aria-label={messages.loading} />;
  return children(limit.data);
}
