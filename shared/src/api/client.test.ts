import { createApiClient } from './client';
import { createSessionStore } from '../session/store';
import { candidate, tokenExpiringIn } from '../testing/fixtures';
import { sessionMessages } from '../session/texts';

type Call = { url: string; authorization: string | null };

/** A fake fetch answering every call with one status, recording what was sent. */
function fakeFetch(status: number, body: unknown, calls: Call[]) {
  return jest.fn(async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    calls.push({ url: request.url, authorization: request.headers.get('Authorization') });
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}

describe('api client', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
    localStorage.clear();
  });

  it('prefixes the API base and sends the bearer token', async () => {
    const calls: Call[] = [];
    globalThis.fetch = fakeFetch(200, { success: true, data: 3 }, calls) as typeof fetch;
    const store = createSessionStore();
    const token = tokenExpiringIn(3600);
    store.getState().signIn(token, candidate);
    const answer = await createApiClient(store, 'http://portal.test/api').get('notification-count').json();
    expect(answer).toEqual({ success: true, data: 3 });
    expect(calls).toEqual([{ url: 'http://portal.test/api/notification-count', authorization: `Bearer ${token}` }]);
  });

  it('sends no Authorization header without a session', async () => {
    const calls: Call[] = [];
    globalThis.fetch = fakeFetch(200, {}, calls) as typeof fetch;
    await createApiClient(createSessionStore(), 'http://portal.test/api').get('plans').json();
    expect(calls[0]?.authorization).toBeNull();
  });

  it('a 401 clears the session, marks it expired and shows Session Expired', async () => {
    const calls: Call[] = [];
    globalThis.fetch = fakeFetch(
      401,
      { success: false, message: 'Please sign in to continue.' },
      calls,
    ) as typeof fetch;
    const store = createSessionStore();
    store.getState().signIn(tokenExpiringIn(3600), candidate);
    await expect(createApiClient(store, 'http://portal.test/api').get('users').json()).rejects.toThrow();
    expect(store.getState()).toMatchObject({ token: null, user: null, expired: true });
    expect(store.getState().notice).toMatchObject({ kind: 'error', text: sessionMessages.sessionExpired });
    expect(localStorage.length).toBe(0);
  });

  it('a 403 leaves the session alone', async () => {
    globalThis.fetch = fakeFetch(403, { success: false, message: 'no' }, []) as typeof fetch;
    const store = createSessionStore();
    store.getState().signIn(tokenExpiringIn(3600), candidate);
    await expect(createApiClient(store, 'http://portal.test/api').get('users').json()).rejects.toThrow();
    expect(store.getState()).toMatchObject({ user: candidate, expired: false, notice: null });
  });
});
