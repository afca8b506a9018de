import { useEffect } from 'react';
import useSWRInfinite from 'swr/infinite';
import { apiFetcher, onNotificationEvent, type Page, type PortalNotification } from '@portal/shared';
import { listPageSize } from '@portal/shared/limits';

export type InboxPage = { success: boolean; data: Page<PortalNotification> };

/** `GET /notifications` page by page (spec section 7): the server answers only the caller's own, whatever `recipients` says. */
export function inboxKey(userId: string | undefined, search: string) {
  return (index: number, previous: InboxPage | null): string | null => {
    if (!userId || (previous && !previous.data.hasNextPage)) return null;
    const query = new URLSearchParams({ recipients: userId, page: String(index + 1), limit: String(listPageSize) });
    if (search) query.set('search', search);
    return `/notifications?${query.toString()}`;
  };
}

/**
 * The inbox, pages after the first appended; a notification arriving on the live stream refreshes the pages shown
 * (it appears at the top without a reload). Failures are only logged (spec section 8).
 */
export function useInbox(userId: string | undefined, search: string) {
  const inbox = useSWRInfinite<InboxPage>(inboxKey(userId, search), apiFetcher, {
    revalidateOnFocus: false,
    revalidateFirstPage: false,
    onError: (error: unknown) => console.error('Notifications could not be fetched.', error),
  });
  const { mutate } = inbox;
  useEffect(
    () =>
      onNotificationEvent((event) => {
        if (event.notification) void mutate();
      }),
    [mutate],
  );
  const pages = inbox.data ?? [];
  const notifications = pages.flatMap((page) => page.data.docs);
  const hasMore = pages.length === 0 ? false : pages[pages.length - 1]!.data.hasNextPage;
  return {
    notifications,
    hasMore,
    loading: inbox.isLoading || (inbox.size > 0 && inbox.data !== undefined && inbox.data.length < inbox.size),
    loaded: inbox.data !== undefined,
    loadMore: () => void inbox.setSize(inbox.size + 1),
    refresh: () => mutate(),
  };
}
