import useSWR from 'swr';
import { apiFetcher } from '@portal/shared';

export const applicationCountsKey = '/application/user-application-count';
export type ApplicationCountsAnswer = { success: boolean; data: string[] };

/** The tabs' labels with their counts, 'Label (n)', in the tabs' order (all, week, month, quick, apply). */
export function useApplicationCounts() {
  return useSWR<ApplicationCountsAnswer>(applicationCountsKey, apiFetcher, {
    revalidateOnFocus: false,
    onError: (error: unknown) => console.error('Application counts could not be fetched.', error),
  });
}
