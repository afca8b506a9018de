import useSWR from 'swr';
import { apiFetcher, type Page } from '@portal/shared';
import type { CredentialView } from '@portal/shared/contracts';
import { listPageSize } from '@portal/shared/limits';

/** `GET /credential-views?page=&limit=10`: who revealed the signed-in candidate's platform passwords, newest first. */
export const credentialViewsKey = (page: number) => `/credential-views?page=${page}&limit=${listPageSize}`;

export function useCredentialViews(page: number) {
  return useSWR<{ data: Page<CredentialView> }>(credentialViewsKey(page), apiFetcher, {
    keepPreviousData: true,
    onError: (error: unknown) => console.error('Platform login views could not be fetched.', error),
  });
}
