import useSWR from 'swr';
import { apiFetcher } from '@portal/shared';
import { envelope, platformLimitAnswer, type PlatformLimit } from '@portal/shared/contracts';

const platformLimitEnvelope = envelope(platformLimitAnswer);

/**
 * GET /api/portals/limit: the platform limit of the candidate's plan now, the one the server enforces (a Free trial
 * running counts before a plan paid for ahead); null when no plan was chosen.
 */
export function usePlatformLimit() {
  return useSWR<PlatformLimit | null>(
    '/portals/limit',
    async (path: string) => platformLimitEnvelope.parse(await apiFetcher(path)).data,
    { revalidateOnFocus: false },
  );
}
