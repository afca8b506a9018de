import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';

/** Where the page is now (path and query), for tests that check navigation and query parameters. */
function CurrentAddress() {
  const location = useLocation();
  return <output data-testid="address">{`${location.pathname}${location.search}`}</output>;
}

/**
 * A screen at `address` under `path` (e.g. '/updateplatform/:candidateId'), with an SWR cache of its own and the
 * current address shown in `data-testid="address"`; any other route renders nothing but the address.
 */
export function renderAt(screen: ReactElement, address: string, path = address.split('?')[0]!) {
  return render(
    <StyleProvider mock="server">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[address]}>
          <Routes>
            <Route path={path} element={screen} />
            <Route path="*" element={null} />
          </Routes>
          <CurrentAddress />
        </MemoryRouter>
      </SWRConfig>
    </StyleProvider>,
  );
}
