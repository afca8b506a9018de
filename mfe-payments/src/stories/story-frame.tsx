import { useMemo, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';

/** An answer as the fixtures write it (`ok(data)`): a status (200 unless given) and a JSON body. */
type StoryReply = { status?: number; body?: unknown };
type FakeRoutes = Record<string, StoryReply>;

/**
 * Answers the page's API calls from `routes` (a story has no server). A call the story does not answer is a 404,
 * and says so on the console, so a story that lost its data shows as an error, not as an empty page.
 */
function installStoryApi(routes: FakeRoutes) {
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const address = new URL(request.url);
    const route = `${address.pathname.replace(/^\/api/, '')}${address.search}`;
    const reply = routes[`${request.method} ${route}`] ?? routes[route];
    if (!reply) console.error(`Not in this story: ${request.method} ${route}`);
    return new Response(JSON.stringify(reply?.body ?? { success: false, message: 'Not in this story' }), {
      status: reply ? (reply.status ?? 200) : 404,
      headers: { 'content-type': 'application/json' },
    });
  };
}

/**
 * A page as the shell would hold it, with the API answered from `routes` (`METHOD /path?query` or `/path?query`
 * to the JSON answer), so a story shows real data without a server.
 */
export function StoryFrame({
  routes = {},
  children,
  url = '/',
}: {
  routes?: FakeRoutes;
  children: ReactNode;
  url?: string;
}) {
  useMemo(() => installStoryApi(routes), [routes]);
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[url]}>
        <div style={{ maxWidth: 960, margin: '24px auto', padding: '0 16px' }}>{children}</div>
      </MemoryRouter>
    </SWRConfig>
  );
}
