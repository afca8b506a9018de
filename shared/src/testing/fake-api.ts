/** The API at the network edge: `fetch` answers with real Response objects, so the real ky client, SWR and hooks run. */
export type Reply = { status?: number; body?: unknown; file?: Blob };

/** A reply as the network gives it: JSON, or a file (a document download) with its type. */
export function replyResponse({ status = 200, body, file }: Reply): Response {
  if (file) return new Response(file, { status, headers: { 'content-type': file.type } });
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

/** What the page sent: the full URL and the bearer header. */
export type SentRequest = { method: string; url: string; authorization: string | null };

/** What a form sent: method, API path and JSON body. */
export type SentBody = { method: string; path: string; body: unknown };

/** A reply; a list of replies used in order, the last one repeating; or a function answering the request itself. */
export type Route = Reply | Reply[] | ((request: Request) => Reply | Promise<Reply>);

export type FakeApi = { fetchMock: jest.Mock; sent: SentRequest[]; bodies: SentBody[] };

/** Reads a request's body (parsed when JSON) without consuming it (the page's client still reads the answer). */
export async function sentBodyOf(request: Request): Promise<SentBody> {
  const text = await request.clone().text();
  let body: unknown = text || undefined;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON (a form or a file): kept as the text it was.
  }
  return { method: request.method, path: new URL(request.url).pathname, body };
}

/** A reply the test releases when it chooses, to see what the page shows while it waits. */
export function heldReply(): { route: () => Promise<Reply>; release: (reply: Reply) => void } {
  let release: (reply: Reply) => void = () => {
    throw new Error('The page has not called this route yet');
  };
  return {
    route: () => new Promise<Reply>((resolve) => (release = resolve)),
    release: (reply) => release(reply),
  };
}

/**
 * Answers each call by its API path and query (`/users?role=user&limit=5&page=1`), or by method and path
 * (`POST /auth/signin`), which wins. A route with no reply is a 404 the test sees. `sent` and `bodies`
 * keep every request in the order the page made them.
 */
export function fakeApi(routes: Record<string, Route>): FakeApi {
  const queues = new Map(
    Object.entries(routes).map(([route, replies]) => [
      route,
      typeof replies === 'function' ? replies : [replies].flat(),
    ]),
  );
  const sent: SentRequest[] = [];
  const bodies: SentBody[] = [];
  const fetchMock = jest.fn(async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    sent.push({ method: request.method, url: request.url, authorization: request.headers.get('Authorization') });
    bodies.push(await sentBodyOf(request));
    const url = new URL(request.url);
    const route = `${url.pathname.replace(/^\/api/, '')}${url.search}`;
    const queue = queues.get(`${request.method} ${route}`) ?? queues.get(route) ?? [];
    const reply = typeof queue === 'function' ? await queue(request) : queue.length > 1 ? queue.shift() : queue[0];
    return replyResponse(reply ?? { status: 404, body: { success: false, message: `No fake answer for ${route}` } });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, sent, bodies };
}

/** A route whose call never reaches the server: fetch fails as it does when the network is down. */
export const unreachable = (): Promise<Reply> => Promise.reject(new TypeError('Failed to fetch'));
