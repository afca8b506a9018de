import useSWR from 'swr';
import { apiFetcher, type Page, type User } from '@portal/shared';
import { type Role } from '@portal/shared/roles';

export type UsersAnswer = { success: boolean; data: Page<User> };

/**
 * `GET /users` for one role and page; the server limits an admin to their assigned candidates. `verified` keeps only
 * verified accounts, as /registered-candidates lists them (spec section 2: "Only verified users are listed").
 */
export function usersKey(role: Role, limit: number, { page = 1, verified = false } = {}): string {
  const query = new URLSearchParams({ role, ...(verified ? { verified: 'true' } : {}), limit: String(limit) });
  query.set('page', String(page));
  return `/users?${query.toString()}`;
}

export function useUsers(role: Role, limit: number, options: { page?: number; verified?: boolean } = {}) {
  return useSWR<UsersAnswer>(usersKey(role, limit, options), apiFetcher, {
    revalidateOnFocus: false,
    keepPreviousData: true,
    onError: (error: unknown) => console.error(`Users (${role}) could not be fetched.`, error),
  });
}
