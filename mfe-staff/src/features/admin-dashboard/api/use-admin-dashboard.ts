import useSWR from 'swr';
import { apiFetcher } from '@portal/shared';
import type { AdminDashboard } from '@portal/shared/contracts';

export const adminDashboardKey = '/admin/dashboard';

/** `GET /admin/dashboard`: the signed-in admin's figures, all from the server. */
export function useAdminDashboard() {
  return useSWR<{ data: AdminDashboard }>(adminDashboardKey, apiFetcher, {
    revalidateOnFocus: false,
    onError: (error: unknown) => console.error('The admin dashboard could not be fetched.', error),
  });
}
