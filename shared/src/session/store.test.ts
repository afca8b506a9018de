import { createSessionStore, isTokenExpired, TOKEN_KEY, USER_KEY } from './store';
import { candidate, tokenExpiringIn } from '../testing/fixtures';
import { sessionMessages } from './texts';

describe('session store', () => {
  beforeEach(() => localStorage.clear());

  it('signIn keeps the token and the user under the two fixed keys', () => {
    const store = createSessionStore();
    const token = tokenExpiringIn(3600);
    store.getState().signIn(token, candidate);
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toEqual(candidate);
    expect(store.getState()).toMatchObject({ token, user: candidate, expired: false });
  });

  it('a new store reads a stored session back', () => {
    const token = tokenExpiringIn(3600);
    createSessionStore().getState().signIn(token, candidate);
    expect(createSessionStore().getState()).toMatchObject({ token, user: candidate });
  });

  it('signOut clears both keys and says so', () => {
    const store = createSessionStore();
    store.getState().signIn(tokenExpiringIn(3600), candidate);
    store.getState().signOut();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    expect(store.getState()).toMatchObject({ token: null, user: null });
    expect(store.getState().notice).toMatchObject({ kind: 'success', text: sessionMessages.loggedOut });
  });

  it('expire clears the session and raises the expired flag until acknowledged', () => {
    const store = createSessionStore();
    store.getState().signIn(tokenExpiringIn(3600), candidate);
    store.getState().expire();
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(store.getState()).toMatchObject({ token: null, user: null, expired: true });
    store.getState().acknowledgeExpiry();
    expect(store.getState().expired).toBe(false);
  });

  it("updateUser keeps the new user under this page's token", () => {
    const store = createSessionStore();
    const token = tokenExpiringIn(3600);
    store.getState().signIn(token, candidate);
    store.getState().updateUser({ ...candidate, firstName: 'Jordan' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(token);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toMatchObject({ firstName: 'Jordan' });
    expect(store.getState().user?.firstName).toBe('Jordan');
  });

  it('updateUser never writes back a session another tab signed out of, or over one it signed in to', () => {
    const store = createSessionStore();
    store.getState().signIn(tokenExpiringIn(3600), candidate);
    // Another tab signs out: this page's late user refresh must not sign the browser in again.
    localStorage.clear();
    store.getState().updateUser({ ...candidate, firstName: 'Jordan' });
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
    // Another tab signs in as someone else: their session stays.
    const other = tokenExpiringIn(7200);
    createSessionStore()
      .getState()
      .signIn(other, { ...candidate, _id: 'someone-else', firstName: 'Sam' });
    store.getState().updateUser({ ...candidate, firstName: 'Jordan' });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(other);
    expect(JSON.parse(localStorage.getItem(USER_KEY) ?? 'null')).toMatchObject({ firstName: 'Sam' });
    // This page still shows its own user.
    expect(store.getState().user?.firstName).toBe('Jordan');
  });

  it("expire of this page's refused token leaves another tab's newer session in storage", () => {
    const store = createSessionStore();
    store.getState().signIn(tokenExpiringIn(3600), candidate);
    const other = tokenExpiringIn(7200);
    createSessionStore().getState().signIn(other, candidate);
    store.getState().expire();
    expect(store.getState()).toMatchObject({ token: null, user: null, expired: true });
    expect(localStorage.getItem(TOKEN_KEY)).toBe(other);
  });

  it('notify replaces the notice with a new id each time', () => {
    const store = createSessionStore();
    store.getState().notify('info', 'one');
    const first = store.getState().notice;
    store.getState().notify('info', 'one');
    expect(store.getState().notice?.id).not.toBe(first?.id);
    store.getState().dismissNotice();
    expect(store.getState().notice).toBeNull();
  });
});

describe('session store: another tab changes the session', () => {
  beforeEach(() => localStorage.clear());
  /** What another tab does to the browser's storage, and the event this page then receives. */
  const otherTabWrites = (token: string | null, user: unknown) => {
    if (token === null) localStorage.removeItem(TOKEN_KEY);
    else localStorage.setItem(TOKEN_KEY, token);
    if (user === null) localStorage.removeItem(USER_KEY);
    else localStorage.setItem(USER_KEY, JSON.stringify(user));
    window.dispatchEvent(new StorageEvent('storage', { key: TOKEN_KEY }));
  };

  it("takes on the same account's new token (its password changed there) and new details", () => {
    const store = createSessionStore();
    store.getState().signIn(tokenExpiringIn(3600), candidate);
    const renewed = tokenExpiringIn(7200);
    otherTabWrites(renewed, { ...candidate, firstName: 'Renamed' });
    expect(store.getState()).toMatchObject({ token: renewed, user: { firstName: 'Renamed' }, expired: false });
  });

  it('a sign-out there signs this page out too, with the sign-out words', () => {
    const store = createSessionStore();
    store.getState().signIn(tokenExpiringIn(3600), candidate);
    otherTabWrites(null, null);
    expect(store.getState()).toMatchObject({ token: null, user: null });
    expect(store.getState().notice).toMatchObject({ text: sessionMessages.loggedOut });
  });

  it("another account signed in there ends this page's session: nothing of the first stays on screen", () => {
    const store = createSessionStore();
    store.getState().signIn(tokenExpiringIn(3600), candidate);
    const other = tokenExpiringIn(3600);
    otherTabWrites(other, { ...candidate, _id: 'someone-else', email: 'else@example.com' });
    expect(store.getState()).toMatchObject({ token: null, user: null });
    // The other tab's session stays as it is.
    expect(localStorage.getItem(TOKEN_KEY)).toBe(other);
  });

  it('a page with no session keeps to itself when another tab signs in', () => {
    const store = createSessionStore();
    otherTabWrites(tokenExpiringIn(3600), candidate);
    expect(store.getState()).toMatchObject({ token: null, user: null, notice: null });
  });
});

describe('isTokenExpired', () => {
  it('treats a missing or unreadable token as expired', () => {
    expect(isTokenExpired(null)).toBe(true);
    expect(isTokenExpired('not-a-jwt')).toBe(true);
  });
  it('reads the exp claim', () => {
    expect(isTokenExpired(tokenExpiringIn(60))).toBe(false);
    expect(isTokenExpired(tokenExpiringIn(-1))).toBe(true);
  });
});
