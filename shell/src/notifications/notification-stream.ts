import { EventSource } from 'eventsource';
import type { NotificationStreamEvent } from '@portal/shared';

/** One open stream; `close` ends it for good. */
export type StreamConnection = { close(): void };
/** `onError` gets the HTTP status when the server answered the stream's request with an error (e.g. 401). */
export type StreamHandlers = { onUnread(event: NotificationStreamEvent): void; onError(status?: number): void };
/** Opens the stream (a seam: tests hand in their own). */
export type ConnectStream = (url: string, token: string, handlers: StreamHandlers) => StreamConnection;

/**
 * The live stream through the `eventsource` client with a fetch that adds the bearer header (EventSource itself
 * cannot send one). Its own reconnect is switched off by closing on the first error: the caller backs off instead.
 */
export const connectNotificationStream: ConnectStream = (url, token, handlers) => {
  const source = new EventSource(url, {
    fetch: (input, init) => fetch(input, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } }),
  });
  source.addEventListener('unread', (message) => {
    try {
      const event = JSON.parse(message.data) as NotificationStreamEvent;
      if (typeof event.unread === 'number') handlers.onUnread(event);
    } catch (error) {
      console.error('A notification event could not be read.', error);
    }
  });
  source.addEventListener('error', (event) => {
    source.close();
    handlers.onError(event.code);
  });
  return { close: () => source.close() };
};

/** Waits before the next attempt: 1 s, 2 s, 4 s … up to 30 s, each with jitter so tabs do not reconnect together. */
export function reconnectDelayMs(attempt: number, random = Math.random): number {
  const base = Math.min(30_000, 1000 * 2 ** attempt);
  return Math.round(base / 2 + (random() * base) / 2);
}
