import { useEffect } from 'react';
import { sessionStore, useSession } from '@portal/shared';
import { messages } from '../texts';
import './toasts.css';

export const TOAST_DURATION_MS = 3000;

/** The page's one toast: the session store's notice, gone after ~3 s. Remotes call `sessionStore.getState().notify`. */
export function ToastHost() {
  const notice = useSession((state) => state.notice);
  useEffect(() => {
    if (!notice) return;
    const timer = setTimeout(() => {
      if (sessionStore.getState().notice?.id === notice.id) sessionStore.getState().dismissNotice();
    }, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [notice]);
  return (
    <div className="toast-host" role="status" aria-live="polite">
      {notice && (
        <div className={`toast toast--${notice.kind}`}>
          <span>{notice.text}</span>
          <button
            type="button"
            className="toast__close"
            aria-label={messages.dismiss}
            onClick={() => sessionStore.getState().dismissNotice()}
          >
            ×
          </button>
        </div>
      )}
    </div>
  );
}
