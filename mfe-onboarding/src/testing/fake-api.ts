import { jsonResponse, sentBodyOf, type Reply, type SentBody } from '@portal/shared/testing/jest';

export type { Reply, SentBody };

/** What the page sent, read as the request arrives (ky hands its body over to fetch). */
export type FakeApi = { fetchMock: jest.Mock; sent: SentBody[] };

async function record(request: Request, sent: SentBody[]): Promise<void> {
  sent.push(await sentBodyOf(request));
}

/** What GET /api/auth/config says: the Google client id, null (the default) when Google sign-in is off. */
let googleClientId: string | null = null;
export function configureGoogle(clientId: string | null): void {
  googleClientId = clientId;
}

/** The public configuration the sign-in pages read on their own; answered apart from the test's queue. */
function configReply(request: Request): Response | null {
  if (request.method !== 'GET' || new URL(request.url).pathname !== '/api/auth/config') return null;
  return jsonResponse({ body: { success: true, data: { googleClientId } } });
}

/** The page's fetch: the configuration answered by itself, every other call handed to the test's mock. */
function install(fetchMock: jest.Mock): void {
  globalThis.fetch = (async (request: Request) => configReply(request) ?? fetchMock(request)) as typeof fetch;
}

/** Installs a fetch that answers each call with the next reply, in order. */
export function answerWith(...replies: Reply[]): FakeApi {
  const queue = [...replies];
  const sent: SentBody[] = [];
  const fetchMock = jest.fn(async (request: Request) => {
    await record(request, sent);
    const reply = queue.shift();
    if (!reply) throw new Error(`Unexpected call: ${request.method} ${request.url}`);
    return jsonResponse(reply);
  });
  install(fetchMock);
  return { fetchMock, sent };
}

/** Installs a fetch whose single answer the test releases when it chooses (to see the busy state). */
export function answerLater(): FakeApi & { release: (reply: Reply) => void } {
  let release: (reply: Reply) => void = () => {};
  const sent: SentBody[] = [];
  const fetchMock = jest.fn(async (request: Request) => {
    await record(request, sent);
    return new Promise<Response>((resolve) => {
      release = (reply) => resolve(jsonResponse(reply));
    });
  });
  install(fetchMock);
  return { fetchMock, sent, release: (reply) => release(reply) };
}
