import { useState } from 'react';
import useSWR from 'swr';
import { apiFetcher, errorMessage, httpStatus } from '@portal/shared';

/** A list the server refused with words the admin can act on (a 4xx with a message: a search too long, an unknown admin). */
class ListRefused extends Error {}

async function staffListFetcher<Answer>(path: string): Promise<Answer> {
  try {
    return await apiFetcher<Answer>(path);
  } catch (error) {
    const status = httpStatus(error);
    const message = status !== null && status >= 400 && status < 500 ? await errorMessage(error, '') : '';
    throw message ? new ListRefused(message) : error;
  }
}

/**
 * One page of a staff list at `key` (page, search and filters in it). While another query loads, the page shown
 * before stays on screen; `failed` is whether the list of THIS query could not be had (not a page shown before), and
 * `refusal` the server's reason when it refused the query itself, where a retry would be answered the same.
 */
export function useStaffList<Answer>(key: string | null, listName: string) {
  const current = useSWR<Answer>(key, staffListFetcher, {
    revalidateOnFocus: false,
    onError: (error: unknown) => console.error(`${listName} could not be fetched.`, error),
  });
  const [shown, setShown] = useState<Answer | undefined>(current.data);
  if (current.data !== undefined && current.data !== shown) setShown(current.data);
  const failed = Boolean(current.error) && current.data === undefined;
  return {
    data: current.data ?? shown,
    failed,
    refusal: failed && current.error instanceof ListRefused ? current.error.message : null,
    isLoading: current.isLoading,
    mutate: current.mutate,
  };
}
