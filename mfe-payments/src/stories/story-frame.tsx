import { useMemo, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';

type FakeRoutes = Record<string, unknown>;

/** Answers the page's API calls from `routes` (a story has no server). */
function installStoryApi(routes: FakeRoutes) {
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const address = new URL(request.url);
    const route = `${address.pathname.replace(/^\/api/, '')}${address.search}`;
    const body = routes[`${request.method} ${route}`] ?? routes[route];
    return new Response(JSON.stringify(body ?? { success: false, message: 'Not in this story' }), {
      status: body === undefined ? 404 : 200,
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
