import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import {
  emitNotificationEvent,
  getRuntimeConfig,
  NOTIFICATION_COUNT_KEY,
  useSession,
  type NotificationCount,
} from '@portal/shared';
import { connectNotificationStream, reconnectDelayMs, type ConnectStream } from './notification-stream';

/**
 * The shell's one live stream per tab while signed in: each `unread` event becomes the badge's count (the count's
 * SWR entry) and is handed to the pages (the inbox shows a new notification); a dropped stream reconnects with
 * growing delays; signing out (no token) closes it.
 */
export function useNotificationStream(connect: ConnectStream = connectNotificationStream): void {
  const token = useSession((state) => state.token);
  const { mutate } = useSWRConfig();
  useEffect(() => {
    if (!token) return undefined;
    const url = `${getRuntimeConfig().apiBase.replace(/\/$/, '')}/notifications/stream`;
    let stopped = false;
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let connection: { close(): void } | undefined;
    const open = () => {
      connection = connect(url, token, {
        onUnread(event) {
          attempt = 0;
          void mutate<NotificationCount>(
            NOTIFICATION_COUNT_KEY,
            { success: true, data: event.unread },
            { revalidate: false },
          );
          emitNotificationEvent(event);
        },
        onError() {
          if (stopped) return;
          timer = setTimeout(open, reconnectDelayMs(attempt));
          attempt += 1;
        },
      });
    };
    open();
    return () => {
      stopped = true;
      clearTimeout(timer);
      connection?.close();
    };
  }, [token, connect, mutate]);
}
