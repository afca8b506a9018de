import type { ReactNode } from 'react';
import type { PlatformLimit } from '@portal/shared/contracts';
import { LoadOrRetry } from '@portal/shared/ui/load-or-retry';
import type { usePlatformLimit } from '../api/platform-limit';
import { messages } from '../../../texts';

type PlatformLimitLoaderProps = {
  limit: ReturnType<typeof usePlatformLimit>;
  /** What the page shows once the limit is in (null: no plan chosen). */
  children: (limit: PlatformLimit | null) => ReactNode;
};

/** A spinner while the plan's platform limit loads, the failure with a retry, else the page. */
export function PlatformLimitLoader({ limit, children }: PlatformLimitLoaderProps) {
  return (
    <LoadOrRetry state={limit} failed={messages.platformLimitFetchFailed}>
      {children}
    </LoadOrRetry>
  );
}
