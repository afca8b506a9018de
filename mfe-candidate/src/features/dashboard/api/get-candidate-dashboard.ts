import useSWR from 'swr';
import { apiFetcher } from '@portal/shared';
import type { CandidateDashboard } from '@portal/shared/contracts';

export const candidateDashboardKey = '/application/dashboard';
export type CandidateDashboardAnswer = { success: boolean; data: CandidateDashboard };

/** Every figure of the candidate's dashboard, from the server in one call. */
export function useCandidateDashboard() {
  return useSWR<CandidateDashboardAnswer>(candidateDashboardKey, apiFetcher, {
    revalidateOnFocus: false,
    onError: (error: unknown) => console.error('Dashboard figures could not be fetched.', error),
  });
}
