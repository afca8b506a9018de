import { useState } from 'react';

/**
 * The page of a list shown for `listKey` (its tab, level or search): a new key starts at page 1, and so does
 * coming back to an earlier one (All, page 3; This Month; All again shows page 1).
 */
export function useListPage(listKey: string): [page: number, setPage: (page: number) => void] {
  const [paging, setPaging] = useState({ page: 1, for: listKey });
  if (paging.for !== listKey) setPaging({ page: 1, for: listKey });
  const page = paging.for === listKey ? paging.page : 1;
  return [page, (next) => setPaging({ page: next, for: listKey })];
}
