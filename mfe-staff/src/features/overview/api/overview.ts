import useSWR from 'swr';
import { apiFetcher } from '@portal/shared';
import type { SuperAdminOverview } from '@portal/shared/contracts';

export const overviewKey = '/super-admin/overview';

/** `GET /super-admin/overview`: the dashboard's figures, in one call. */
export function useOverview() {
  return useSWR<{ success: boolean; data: SuperAdminOverview }>(overviewKey, apiFetcher, {
    revalidateOnFocus: false,
    onError: (error: unknown) => console.error('Dashboard figures could not be fetched.', error),
  });
}
