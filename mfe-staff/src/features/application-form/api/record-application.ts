import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { api } from '@portal/shared';
import type { Application, CreateApplicationRequest } from '@portal/shared/contracts';

/**
 * The staff lists a new application changes: the candidate's quota on /assigned and the dashboard, their count and
 * applications in job history. Their cached pages are dropped, so the next visit waits for today's figures instead
 * of first showing the ones from before the application.
 */
const changedByAnApplication = [
  '/assigned-users-with-active-subscription',
  '/admin/dashboard',
  '/job-history',
  '/applications',
];

export function isChangedByAnApplication(key: unknown): boolean {
  return typeof key === 'string' && changedByAnApplication.some((path) => key === path || key.startsWith(`${path}?`));
}

/** `POST /application` (spec section 7, payload of section 3); the server checks scope, platform, resume and quota. */
export function useRecordApplication(): (payload: CreateApplicationRequest) => Promise<Application> {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (payload) => {
      const answer = await api().post('application', { json: payload }).json<{ data: Application }>();
      // Dropped (no data) and revalidated: SWR forgets its marker of the last request for each key, so a list
      // shown within its deduping window (2 s) after being fetched asks again. With `revalidate: false` the marker
      // stayed, the list's next mount took the dropped answer for one in flight, and /assigned stayed 'Loading...'.
      await mutate(isChangedByAnApplication, undefined, { revalidate: true });
      return answer.data;
    },
    [mutate],
  );
}
