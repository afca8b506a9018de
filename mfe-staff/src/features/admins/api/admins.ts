import useSWR from 'swr';
import { api, apiFetcher, type Page, type User } from '@portal/shared';
import type { AdminActivity, CreateAdminRequest } from '@portal/shared/contracts';
import { listPageSize } from '@portal/shared/limits';

/** `GET /users?role=admin` (spec section 7), one page, with the search. */
export function adminsKey(page: number, search: string): string {
  const query = new URLSearchParams({ role: 'admin', page: String(page), limit: String(listPageSize) });
  if (search) query.set('search', search);
  return `/users?${query.toString()}`;
}

export function useAdmins(page: number, search: string) {
  return useSWR<{ success: boolean; data: Page<User> }>(adminsKey(page, search), apiFetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    onError: (error: unknown) => console.error('Admins could not be fetched.', error),
  });
}

/** `PATCH /user/update-status` (spec section 7). */
export async function updateAdminStatus(user: string, status: User['status']): Promise<void> {
  await api().patch('user/update-status', { json: { user, status } }).json();
}

/** An admin's audit log and set-up state: `GET /admins/{id}/activity`. */
export function activityKey(adminId: string, page: number): string {
  return `/admins/${adminId}/activity?page=${page}&limit=5`;
}

export function useAdminActivity(adminId: string | null, page: number) {
  return useSWR<{ success: boolean; data: AdminActivity }>(adminId ? activityKey(adminId, page) : null, apiFetcher, {
    revalidateOnFocus: false,
    onError: (error: unknown) => console.error('Admin activity could not be fetched.', error),
  });
}

/** `POST /admins/{id}/setup-link`: a new set-password link (the earlier one stops working). */
export async function resendSetupLink(adminId: string): Promise<string> {
  const answer = await api().post(`admins/${adminId}/setup-link`).json<{ message: string }>();
  return answer.message;
}

/** `POST /auth/create-admin` (spec section 7). */
export async function createAdmin(payload: CreateAdminRequest): Promise<string> {
  const answer = await api().post('auth/create-admin', { json: payload }).json<{ message?: string }>();
  return answer.message ?? '';
}
