import { fakeApi, type Reply } from '@portal/shared/testing/jest';

export type SentCall = { method: string; path: string; body: unknown };

/**
 * The fake API of @portal/shared, also keeping what each request carried (method, API path, JSON body),
 * read before the page's client consumes the body.
 */
export function recordingApi(routes: Record<string, Reply | Reply[]>) {
  const { fetchMock } = fakeApi(routes);
  const sent: SentCall[] = [];
  globalThis.fetch = (async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const text = await request.clone().text();
    sent.push({
      method: request.method,
      path: new URL(request.url).pathname,
      body: text ? (JSON.parse(text) as unknown) : undefined,
    });
    return fetchMock(request);
  }) as typeof fetch;
  return { sent };
}
