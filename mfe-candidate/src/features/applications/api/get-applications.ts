import useSWR from 'swr';
import { apiFetcher, type Page } from '@portal/shared';
import type { Application, ApplicationFilter } from '@portal/shared/contracts';
import { listPageSize } from '@portal/shared/limits';

/** Spec section 9: ten applications a page. */

export type ApplicationsAnswer = { success: boolean; data: Page<Application> };
export type ApplicationsRequest = { page: number; filter: ApplicationFilter; search: string };

/** `GET /applications` for one page of the caller's own history. */
export function applicationsKey({ page, filter, search }: ApplicationsRequest, limit = listPageSize): string {
  const query = new URLSearchParams({ page: String(page), limit: String(limit), filter });
  if (search) query.set('search', search);
  return `/applications?${query.toString()}`;
}

export function useApplications(request: ApplicationsRequest | null, limit = listPageSize) {
  return useSWR<ApplicationsAnswer>(request ? applicationsKey(request, limit) : null, apiFetcher, {
    revalidateOnFocus: false,
    keepPreviousData: true,
    onError: (error: unknown) => console.error('Applications could not be fetched.', error),
  });
}
