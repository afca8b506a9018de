import { useState } from 'react';
import useSWR from 'swr';
import { apiFetcher } from '@portal/shared';
import { refusalOf, refusing } from './refused-query';

/**
 * One page of a staff list at `key` (page, search and filters in it). While another query loads, the page shown
 * before stays on screen; `failed` is whether the list of THIS query could not be had (not a page shown before), and
 * `refusal` the server's reason when it refused the query itself, where a retry would be answered the same.
 */
export function useStaffList<Answer>(key: string | null, listName: string) {
  const current = useSWR<Answer>(key, refusing(apiFetcher<Answer>), {
    revalidateOnFocus: false,
    // A refused query is an answer the page shows; only a failure is logged.
    onError: (error: unknown) => {
      if (refusalOf(error) === null) console.error(`${listName} could not be fetched.`, error);
    },
  });
  const [shown, setShown] = useState<Answer | undefined>(current.data);
  if (current.data !== undefined && current.data !== shown) setShown(current.data);
  const failed = Boolean(current.error) && current.data === undefined;
  return {
    data: current.data ?? shown,
    failed,
    refusal: failed ? refusalOf(current.error) : null,
    isLoading: current.isLoading,
    mutate: current.mutate,
  };
}
