import { sessionStore, type NoticeKind } from '@portal/shared';

/** Toasts belong to the shell; a page only tells the session store what to show. */
export function notify(kind: NoticeKind, text: string): void {
  sessionStore.getState().notify(kind, text);
}
