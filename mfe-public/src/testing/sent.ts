import { fakeApi, sentBodyOf, type Reply, type SentBody } from '@portal/shared/testing/jest';

/** The fake API of @portal/shared, also keeping what each request carried (method, API path, JSON body). */
export function recordingApi(routes: Record<string, Reply | Reply[]>) {
  const { fetchMock } = fakeApi(routes);
  const sent: SentBody[] = [];
  globalThis.fetch = (async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push(await sentBodyOf(request));
    return fetchMock(request);
  }) as typeof fetch;
  return { sent };
}
