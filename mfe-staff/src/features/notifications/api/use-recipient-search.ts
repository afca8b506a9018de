import useSWR from 'swr';
import { apiFetcher, type Page, type User } from '@portal/shared';

/** How many matches the picker offers at once; typing narrows them. */
export const RECIPIENT_PAGE = 20;

export function recipientSearchKey(search: string): string {
  const query = new URLSearchParams({ limit: String(RECIPIENT_PAGE), page: '1' });
  if (search.trim()) query.set('search', search.trim());
  return `/users?${query.toString()}`;
}

/**
 * Accounts the sender may pick, searched on the server (`GET /users`): an admin gets only their own candidates and
 * the super admins, the same rule the send enforces.
 */
export function useRecipientSearch(search: string) {
  return useSWR<{ success: boolean; data: Page<User> }>(recipientSearchKey(search), apiFetcher, {
    revalidateOnFocus: false,
    keepPreviousData: true,
    onError: (error: unknown) => console.error('Users could not be fetched.', error),
  });
}
