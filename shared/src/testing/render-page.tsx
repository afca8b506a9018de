import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { useSession } from '@portal/shared';

/** Stands in for the shell's toast: shows the newest notice the page asked for. */
function NoticeProbe() {
  const notice = useSession((state) => state.notice);
  return <output aria-label="toast">{notice ? `${notice.kind}: ${notice.text}` : ''}</output>;
}

/** Any other route: says where the page sent the user and what it carried along. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div>
      <p>Now at {`${location.pathname}${location.search}`}</p>
      <p>Carried {JSON.stringify(location.state ?? null)}</p>
    </div>
  );
}

type PageAt = { path: string; url: string; state?: unknown };

/** Renders one page at its route inside a router (fresh SWR cache), as the shell would, plus probes for toasts and navigation. */
export function renderPage(page: ReactElement, { path, url, state }: PageAt) {
  const [pathname = '/', search = ''] = url.split('?');
  return render(
    // antd's CSS is kept out of jsdom: 300 KB of style tags make every role query take seconds.
    <StyleProvider mock="server">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[{ pathname, search: search ? `?${search}` : '', state }]}>
          <NoticeProbe />
          <Routes>
            <Route path={path} element={page} />
            <Route path="*" element={<LocationProbe />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </StyleProvider>,
  );
}
