/** The API at the network edge: `fetch` answers with real Response objects, so the real ky client, SWR and hooks run. */
export type Reply = { status?: number; body?: unknown };

export function jsonResponse({ status = 200, body }: Reply): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

/** What the page sent: the full URL and the bearer header. */
export type SentRequest = { method: string; url: string; authorization: string | null };

export type FakeApi = { fetchMock: jest.Mock; sent: SentRequest[] };

/** What a form sent: method, API path and JSON body. */
export type SentBody = { method: string; path: string; body: unknown };

/** Reads a request's JSON body without consuming it (the page's client still reads the answer). */
export async function sentBodyOf(request: Request): Promise<SentBody> {
  const text = await request.clone().text();
  return { method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined };
}

/**
 * Answers each call by its API path and query (`/users?role=user&limit=5&page=1`). A list of
 * replies is used in order and its last one repeats; a route with no reply is a 404 the test sees.
 */
export function fakeApi(routes: Record<string, Reply | Reply[]>): FakeApi {
  const queues = new Map(Object.entries(routes).map(([route, replies]) => [route, [replies].flat()]));
  const sent: SentRequest[] = [];
  const fetchMock = jest.fn(async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({ method: request.method, url: request.url, authorization: request.headers.get('Authorization') });
    const url = new URL(request.url);
    const route = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const queue = queues.get(route) ?? [];
    const reply = queue.length > 1 ? queue.shift() : queue[0];
    return jsonResponse(reply ?? { status: 404, body: { success: false, message: `No fake answer for ${route}` } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, sent };
}
