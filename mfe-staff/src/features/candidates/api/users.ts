import useSWR from 'swr';
import { apiFetcher, type Page, type User } from '@portal/shared';
import { type Role } from '@portal/shared/roles';

export type UsersAnswer = { success: boolean; data: Page<User> };

/** `GET /users` for one role and page; the server limits an admin to their assigned candidates. */
export function usersKey(role: Role, limit: number, page = 1): string {
  const query = new URLSearchParams({ role, limit: String(limit), page: String(page) });
  return `/users?${query.toString()}`;
}

export function useUsers(role: Role, limit: number, page = 1) {
  return useSWR<UsersAnswer>(usersKey(role, limit, page), apiFetcher, {
    revalidateOnFocus: false,
    keepPreviousData: true,
    onError: (error: unknown) => console.error(`Users (${role}) could not be fetched.`, error),
  });
}
