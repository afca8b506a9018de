import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import {
  emitNotificationEvent,
  endRefusedSession,
  getRuntimeConfig,
  NOTIFICATION_COUNT_KEY,
  useSession,
  type NotificationCount,
} from '@portal/shared';
import { connectNotificationStream, reconnectDelayMs, type ConnectStream } from './notification-stream';

/**
 * The shell's one live stream per tab while signed in: each `unread` event becomes the badge's count (the count's
 * SWR entry) and is handed to the pages (the inbox shows a new notification); a dropped stream reconnects with
 * growing delays; a 401 ends the session; signing out (no token) closes it.
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
        onError(status) {
          if (stopped) return;
          // A refused session (suspended, signed out elsewhere, password changed) ends here as on any other call;
          // reconnecting would only be refused again while the page kept showing what it may no longer show.
          if (status === 401) {
            endRefusedSession();
            return;
          }
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
