import useSWR from 'swr';
import { apiFetcher, type Page } from '@portal/shared';
import type { Blog } from '@portal/shared/contracts';
import { listPageSize } from '@portal/shared/limits';

export type ArticlesAnswer = { success: boolean; data: Page<Blog> };

/** `GET /blogs?page=&limit=10` (spec section 7): every article, newest first; a page below 1 is never asked for. */
export const articlesKey = (page: number) =>
  Number.isInteger(page) && page >= 1 ? `/blogs?page=${page}&limit=${listPageSize}` : null;

export function useArticles(page: number) {
  return useSWR<ArticlesAnswer>(articlesKey(page), apiFetcher, {
    revalidateOnFocus: false,
    keepPreviousData: true,
    // Spec section 8: a blog fetch failure is only logged.
    onError: (error: unknown) => console.error('Help articles could not be fetched.', error),
  });
}
