import useSWR from 'swr';
import { apiFetcher } from '@portal/shared';
import { availableMonthsAnswer, envelope, type AvailableMonths } from '@portal/shared/contracts';

const availableMonthsEnvelope = envelope(availableMonthsAnswer);
export const AVAILABLE_MONTHS_KEY = '/check-available-months-for-user';

/**
 * GET /api/check-available-months-for-user: the year on sale and its taken months. A failure is only logged and
 * blocks no month (spec section 8); the server refuses a taken month anyway.
 */
export function useAvailableMonths() {
  return useSWR<AvailableMonths>(AVAILABLE_MONTHS_KEY, async (path: string) => {
    try {
      return availableMonthsEnvelope.parse(await apiFetcher(path)).data;
    } catch (error) {
      console.error('Available months could not be fetched', error);
      return { year: new Date().getFullYear(), overlapped: [], past: [] };
    }
  });
}
