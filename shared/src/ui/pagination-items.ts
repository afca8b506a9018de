export type PaginationItem = number | 'start-ellipsis' | 'end-ellipsis';

/**
 * Spec section 2: every page when there are 4 or fewer; otherwise the first, the last,
 * a window of two either side of the current page, and ellipses for the gaps.
 */
export function paginationItems(current: number, totalPages: number): PaginationItem[] {
  if (totalPages <= 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), totalPages);
  if (totalPages <= 4) return Array.from({ length: totalPages }, (_, i) => i + 1);
  const from = Math.max(2, page - 2);
  const to = Math.min(totalPages - 1, page + 2);
  const items: PaginationItem[] = [1];
  if (from > 2) items.push('start-ellipsis');
  for (let p = from; p <= to; p++) items.push(p);
  if (to < totalPages - 1) items.push('end-ellipsis');
  items.push(totalPages);
  return items;
}
