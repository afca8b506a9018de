import useSWR from 'swr';
import { apiFetcher } from '../api/fetcher';
import type { NotificationCount } from '../contracts/notifications';
import { useSession } from '../session/store';

export const NOTIFICATION_COUNT_KEY = '/notification-count';

/**
 * Unread notifications (spec section 4): fetched once on load, never on focus or by interval,
 * refreshed on demand; a failure is only logged and the count stays 0.
 */
export function useNotificationCount(): { count: number; refresh: () => Promise<unknown> } {
  const signedIn = useSession((state) => state.token !== null);
  const { data, mutate } = useSWR<NotificationCount>(signedIn ? NOTIFICATION_COUNT_KEY : null, apiFetcher, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
    shouldRetryOnError: false,
    onError: (error: unknown) => console.error('Unread notification count could not be fetched.', error),
  });
  return { count: data?.data ?? 0, refresh: () => mutate() };
}
