import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig, type Cache } from 'swr';
import type { Page } from '@portal/shared';
import type { CandidateRecord } from '@portal/shared/contracts';
import { sampleCandidateRecord } from '@portal/shared/testing';

/** Candidate record number `n`: the sample candidate with a distinct id, name and e-mail. */
export function numberedRecord(n: number, overrides: Partial<CandidateRecord['user']> = {}): CandidateRecord {
  return {
    ...sampleCandidateRecord,
    user: {
      ...sampleCandidateRecord.user,
      _id: `0000000${n}-0000-4000-8000-000000000000`.slice(-36),
      firstName: `Candidate${n}`,
      lastName: `Surname${n}`,
      email: `candidate${n}@example.com`,
      ...overrides,
    },
  };
}

/** One page of `docs` out of `totalDocs` in the API's envelope. */
export function pageOf<T>(docs: T[], { page = 1, limit = 10, totalDocs = docs.length } = {}) {
  const totalPages = Math.ceil(totalDocs / limit);
  const data: Page<T> = { docs, totalDocs, page, limit, totalPages, hasNextPage: page < totalPages };
  return { body: { success: true, data } };
}

/** Where the page navigated, with the navigation state's candidate name. */
function Landed() {
  const location = useLocation();
  const state = location.state as { candidate?: CandidateRecord; platform?: string } | null;
  return (
    <p data-testid="landed">
      {location.pathname} {state?.candidate?.user.firstName ?? ''} {state?.platform ?? ''}
    </p>
  );
}

/**
 * A staff page at `path` (with navigation state; `pattern` its route, e.g. with :adminId), an SWR cache of its own
 * (`cache`, when the test reads or fills it), and a stand-in for every other route.
 */
export function renderStaffPage(
  page: ReactElement,
  path: string,
  state?: unknown,
  pattern?: string,
  cache: Map<string, unknown> = new Map(),
) {
  const pathname = path.split('?')[0]!;
  return render(
    <StyleProvider mock="server">
      <SWRConfig value={{ provider: () => cache as Cache, dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[{ pathname, search: path.slice(pathname.length), state }]}>
          <Routes>
            <Route path={pattern ?? pathname} element={page} />
            <Route path="*" element={<Landed />} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </StyleProvider>,
  );
}
