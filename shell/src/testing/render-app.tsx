import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { App } from '../app/App';

/** Shows the router's current path (and, as data-state, its state) so tests can assert where the user ended up. */
export function LocationProbe() {
  const { pathname, state } = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(state ?? null)}>
      {pathname}
    </div>
  );
}

/** The real shell at a path, with a fresh SWR cache per test. */
export function renderApp(path: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </SWRConfig>,
  );
}

/** A fake `fetch` for `/remotes.json` and the API; anything else is a test error. */
export function fakeBackend(api: Record<string, unknown> = {}) {
  const fetchMock = jest.fn(async (input: Request | string | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    if (url.pathname === '/remotes.json') {
      return Response.json({ mfe_onboarding: '/remotes/mfe-onboarding/mf-manifest.json' });
    }
    const key = url.pathname.replace(/^\/api/, '');
    if (key in api) return Response.json(api[key]);
    return Response.json({ success: false, message: 'not found' }, { status: 404 });
  });
  globalThis.fetch = fetchMock as typeof fetch;
  return fetchMock;
}
