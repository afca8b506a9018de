import useSWR from 'swr';
import { apiFetcher, type Page } from '@portal/shared';
import type { Blog, BlogLevelFilter } from '@portal/shared/contracts';
import { listPageSize } from '@portal/shared/limits';

export type BlogsAnswer = { success: boolean; data: Page<Blog> };
export type BlogsRequest = { page: number; level: BlogLevelFilter; search: string };

/** Spec section 5: the page must be a whole number of at least 1, else the call is skipped. */
export const isValidPage = (page: number) => Number.isInteger(page) && page >= 1;

/** `GET /blogs?page=&limit=10` (spec section 7), with the level and the header's search when set. */
export function blogsKey({ page, level, search }: BlogsRequest): string | null {
  if (!isValidPage(page)) return null;
  const query = new URLSearchParams({ page: String(page), limit: String(listPageSize) });
  if (level !== 'All') query.set('level', level);
  if (search) query.set('search', search);
  return `/blogs?${query.toString()}`;
}

export function useBlogs(request: BlogsRequest) {
  return useSWR<BlogsAnswer>(blogsKey(request), apiFetcher, {
    revalidateOnFocus: false,
    keepPreviousData: true,
    // Spec section 8: a blog fetch failure is only logged.
    onError: (error: unknown) => console.error('Help articles could not be fetched.', error),
  });
}
