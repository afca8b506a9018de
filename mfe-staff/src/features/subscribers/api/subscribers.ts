import useSWR from 'swr';
import { api, apiFetcher, type Page, type User } from '@portal/shared';
import type { PlanFilter, Subscriber, SubscriberFilter } from '@portal/shared/contracts';
import { listPageSize } from '@portal/shared/limits';
import { useStaffList } from '../../../lib/staff-list';

/** `GET /subscribe-users?page&search&filter` (spec section 7) and the plan filter of section 2. */
export function subscribersKey(page: number, search: string, filter: SubscriberFilter, plan: PlanFilter): string {
  const query = new URLSearchParams({ page: String(page), limit: String(listPageSize), filter, plan });
  if (search) query.set('search', search);
  return `/subscribe-users?${query.toString()}`;
}

export function useSubscribers(page: number, search: string, filter: SubscriberFilter, plan: PlanFilter) {
  return useStaffList<{ success: boolean; data: Page<Subscriber> }>(
    subscribersKey(page, search, filter, plan),
    'Subscribers',
  );
}

/** Active admins only (the assign flow's first step), a page at a time, searched by name or e-mail. */
export function activeAdminsKey(search: string, page: number): string {
  const query = new URLSearchParams({
    role: 'admin',
    status: 'active',
    page: String(page),
    limit: String(listPageSize),
  });
  if (search) query.set('search', search);
  return `/users?${query.toString()}`;
}

export function useActiveAdmins(search: string, page: number) {
  return useSWR<{ success: boolean; data: Page<User> }>(activeAdminsKey(search, page), apiFetcher, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    onError: (error: unknown) => console.error('Admins could not be fetched.', error),
  });
}

/** `PATCH /user/assign-account-officer` (spec section 7). */
export async function assignAccountOfficer(user: string, accountOfficer: string): Promise<void> {
  await api().patch('user/assign-account-officer', { json: { user, accountOfficer } }).json();
}
