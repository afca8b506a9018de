import type { NotificationStreamEvent } from '../contracts/notifications';

type Listener = (event: NotificationStreamEvent) => void;
const listeners = new Set<Listener>();

/**
 * The shell's live stream hands each event here; pages that show notifications (the inbox) listen. Part of the
 * run-time singleton, so the shell and every remote share one set of listeners.
 */
export function onNotificationEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function emitNotificationEvent(event: NotificationStreamEvent): void {
  for (const listener of [...listeners]) listener(event);
}
