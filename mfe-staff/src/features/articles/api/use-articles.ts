import useSWR from 'swr';
import { apiFetcher, type Page } from '@portal/shared';
import { blogsPageSize, type Blog } from '@portal/shared/contracts';

export type ArticlesAnswer = { success: boolean; data: Page<Blog> };

/** `GET /blogs?page=&limit=10` (spec section 7): every article, newest first; a page below 1 is never asked for. */
export const articlesKey = (page: number) =>
  Number.isInteger(page) && page >= 1 ? `/blogs?page=${page}&limit=${blogsPageSize}` : null;

export function useArticles(page: number) {
  return useSWR<ArticlesAnswer>(articlesKey(page), apiFetcher, {
    revalidateOnFocus: false,
    keepPreviousData: true,
    // Spec section 8: a blog fetch failure is only logged.
    onError: (error: unknown) => console.error('Help articles could not be fetched.', error),
  });
}
