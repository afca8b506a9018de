import type { ReactNode } from 'react';
import { act, renderHook, waitFor } from '@testing-library/react';
import useSWR, { SWRConfig, type Cache } from 'swr';
import { userWithRole } from '@portal/shared/testing';
import { fakeApi, resetSession, signIn } from '@portal/shared/testing/jest';
import type { CreateApplicationRequest } from '@portal/shared/contracts';
import { useRecordApplication } from '../record-application';

const assigned = (search: string) => `/assigned-users-with-active-subscription?page=1&limit=10&search=${search}`;

beforeEach(() => {
  resetSession();
  signIn(userWithRole('admin'));
});

describe('useRecordApplication', () => {
  // The race this guards against (a list fetched within SWR's deduping window before the application stayed
  // 'Loading...' when shown again) is reproduced by e2e/tests/admin-desk.spec.ts, not here: under Jest the same steps
  // fetched again with either option. This shows the figures after an application are the new ones.
  it('a list shown again after an application is fetched again and shows the new figures', async () => {
    fakeApi({ 'POST /application': { status: 201, body: { success: true, data: {} } } });
    // SWR's own deduping window is kept (here 10 s, so the whole test is inside it).
    const cache = new Map() as unknown as Cache;
    const wrapper = ({ children }: { children: ReactNode }) => (
      <SWRConfig value={{ provider: () => cache, dedupingInterval: 10_000 }}>{children}</SWRConfig>
    );
    let used = 3;
    const fetcher = jest.fn(async (key: string) => `${key.endsWith('olivia') ? used : 0} of 30 this month`);
    // /assigned as the admin used it: the whole list, then a search for Olivia, refreshed after her CV changed.
    const before = renderHook(
      ({ search }) => useSWR(assigned(search), fetcher, { keepPreviousData: true, revalidateOnFocus: false }),
      {
        wrapper,
        initialProps: { search: '' },
      },
    );
    await waitFor(() => expect(before.result.current.data).toBe('0 of 30 this month'));
    before.rerender({ search: 'olivia' });
    await waitFor(() => expect(before.result.current.data).toBe('3 of 30 this month'));
    await act(() => before.result.current.mutate());
    before.unmount();

    const record = renderHook(() => useRecordApplication(), { wrapper });
    used = 4;
    // The payload is the form's; the stand-in server answers 201 whatever it holds.
    await act(() => record.result.current({} as CreateApplicationRequest));

    // Back on /assigned: the whole list, then the same search.
    const after = renderHook(
      ({ search }) => useSWR(assigned(search), fetcher, { keepPreviousData: true, revalidateOnFocus: false }),
      {
        wrapper,
        initialProps: { search: '' },
      },
    );
    await waitFor(() => expect(after.result.current.data).toBe('0 of 30 this month'));
    after.rerender({ search: 'olivia' });
    await waitFor(() => expect(after.result.current.data).toBe('4 of 30 this month'));
  });
});
