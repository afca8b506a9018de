/** The API at the network edge: `fetch` answers with real Response objects, so the real ky client and its hooks run. */
export type Reply = { status?: number; body?: unknown };

export function jsonResponse({ status = 200, body }: Reply): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
}

export type SentRequest = { method: string; path: string; body: unknown };

/** What the page sent, read as the request arrives (ky hands its body over to fetch). */
export type FakeApi = { fetchMock: jest.Mock; sent: SentRequest[] };

async function record(request: Request, sent: SentRequest[]): Promise<void> {
  const text = await request.text();
  sent.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : undefined });
}

/** Installs a fetch that answers each call with the next reply, in order. */
export function answerWith(...replies: Reply[]): FakeApi {
  const queue = [...replies];
  const sent: SentRequest[] = [];
  const fetchMock = jest.fn(async (request: Request) => {
    await record(request, sent);
    const reply = queue.shift();
    if (!reply) throw new Error(`Unexpected call: ${request.method} ${request.url}`);
    return jsonResponse(reply);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, sent };
}

/** Installs a fetch whose single answer the test releases when it chooses (to see the busy state). */
export function answerLater(): FakeApi & { release: (reply: Reply) => void } {
  let release: (reply: Reply) => void = () => {};
  const sent: SentRequest[] = [];
  const fetchMock = jest.fn(async (request: Request) => {
    await record(request, sent);
    return new Promise<Response>((resolve) => {
      release = (reply) => resolve(jsonResponse(reply));
    });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, sent, release: (reply) => release(reply) };
}
