import { createStore, useStore } from 'zustand';
import { jwtDecode } from 'jwt-decode';
import type { User } from '../contracts/user';
import { sessionMessages } from './texts';

/** Fixed localStorage keys (spec section 3): the token, and the user JSON without the token. */
export const TOKEN_KEY = 'portal.token';
export const USER_KEY = 'portal.user';

export type NoticeKind = 'success' | 'error' | 'info';
export type Notice = { id: number; kind: NoticeKind; text: string };

export type SessionState = {
  token: string | null;
  user: User | null;
  /** Set when the session ended by expiry or a 401; the shell sends the user to /login and clears it. */
  expired: boolean;
  /**
   * The account whose session ended so (a 401, or its time ran out), until someone signs in or out: /login takes the
   * page it was on along for that account (`@portal/shared/session-return`).
   */
  endedSessionOf: string | null;
  /** The toast the shell shows next; one at a time, newest wins. */
  notice: Notice | null;
  signIn: (token: string, user: User) => void;
  updateUser: (user: User) => void;
  signOut: () => void;
  expire: () => void;
  acknowledgeExpiry: () => void;
  notify: (kind: NoticeKind, text: string) => void;
  dismissNotice: () => void;
  /**
   * Another tab changed the browser's one session (a `storage` event): this page follows it. The same account under
   * a new token (its password changed there) or with new details is taken on; a sign-out there, or another account
   * signed in there, ends this page's session with the sign-out's words, so nothing of it stays on screen.
   */
  followStorage: () => void;
};

function readStorage(): Pick<SessionState, 'token' | 'user'> {
  if (typeof localStorage === 'undefined') return { token: null, user: null };
  const token = localStorage.getItem(TOKEN_KEY);
  let user: User | null = null;
  try {
    const raw = localStorage.getItem(USER_KEY);
    user = raw ? (JSON.parse(raw) as User) : null;
  } catch {
    user = null;
  }
  return token && user ? { token, user } : { token: null, user: null };
}

function writeStorage(token: string | null, user: User | null): void {
  if (typeof localStorage === 'undefined') return;
  if (token && user) {
    localStorage.setItem(TOKEN_KEY, token);
    localStorage.setItem(USER_KEY, JSON.stringify(user));
  } else {
    localStorage.removeItem(TOKEN_KEY);
    localStorage.removeItem(USER_KEY);
  }
}

/**
 * Whether the stored session is still this page's: every tab keeps one session in localStorage, and another tab may
 * have signed out, or in as someone else, since this page read it. A page writes or clears it only while it is its own.
 */
function storageHolds(token: string | null): boolean {
  return typeof localStorage !== 'undefined' && localStorage.getItem(TOKEN_KEY) === token;
}

let noticeSeq = 0;

/** A page signed out (here, or by another tab): no session, and the sign-out's words. */
const signedOut = (): Partial<SessionState> => ({
  token: null,
  user: null,
  endedSessionOf: null,
  notice: { id: ++noticeSeq, kind: 'success', text: sessionMessages.loggedOut },
});

export function createSessionStore() {
  const store = createStore<SessionState>()((set, get) => ({
    ...readStorage(),
    expired: false,
    endedSessionOf: null,
    notice: null,
    signIn: (token, user) => {
      writeStorage(token, user);
      set({ token, user, expired: false, endedSessionOf: null });
    },
    // The user only, and only under this page's own token: writing the token too brought back a session another tab
    // had signed out, or put this page's account over the one another tab had signed in to.
    // A page whose session has ended meanwhile (signed out, here or in another tab) takes no late answer.
    updateUser: (user) =>
      set((state) => {
        if (!state.token) return {};
        if (storageHolds(state.token)) localStorage.setItem(USER_KEY, JSON.stringify(user));
        return { user };
      }),
    signOut: () => {
      writeStorage(null, null);
      set(signedOut());
    },
    // This page's token was refused: another tab's newer session in storage stays.
    expire: () => {
      const { token, user, endedSessionOf } = get();
      if (storageHolds(token)) writeStorage(null, null);
      set({ token: null, user: null, expired: true, endedSessionOf: user?._id ?? endedSessionOf });
    },
    acknowledgeExpiry: () => set({ expired: false }),
    notify: (kind, text) => set({ notice: { id: ++noticeSeq, kind, text } }),
    dismissNotice: () => set({ notice: null }),
    followStorage: () => {
      const { token, user } = get();
      // A page without a session (signed out, or on /login) keeps to itself until it signs in.
      if (!token || !user) return;
      const stored = readStorage();
      if (stored.token && stored.user && stored.user._id === user._id) {
        if (stored.token !== token || JSON.stringify(stored.user) !== JSON.stringify(user))
          set({ token: stored.token, user: stored.user });
        return;
      }
      set(signedOut());
    },
  }));
  if (typeof window !== 'undefined')
    window.addEventListener('storage', (event) => {
      // key null: the whole storage was cleared.
      if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) store.getState().followStorage();
    });
  return store;
}

/**
 * The one session store of the page. Every app imports it through the `@portal/shared` singleton,
 * so the shell and every remote read and write the same instance.
 */
export const sessionStore = createSessionStore();

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** True when the token is absent, unreadable, or its `exp` has passed. */
export function isTokenExpired(token: string | null, now: number = Date.now()): boolean {
  if (!token) return true;
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    return typeof exp !== 'number' || exp * 1000 <= now;
  } catch {
    return true;
  }
}
