import useSWR from 'swr';
import { apiFetcher } from '@portal/shared';
import { envelope, platformSetupAnswer, type PlatformSetup } from '@portal/shared/contracts';
import { refusing } from '../../../lib/refused-query';

const platformSetupEnvelope = envelope(platformSetupAnswer);

export const platformSetupKey = (candidateId: string) => `/portals/setup/${encodeURIComponent(candidateId)}`;

/**
 * GET /api/portals/setup/{candidateId}: whom the wizard is for and the platform limit of their plan now (null: no
 * plan chosen), the limit POST /create-account-for-user/ enforces. A refusal (an unknown candidate, one the admin may
 * not see) fails as a refused query with the server's words (lib/refused-query.ts `refusalOf`).
 */
export function usePlatformSetup(candidateId: string | null) {
  return useSWR<PlatformSetup>(
    candidateId === null ? null : platformSetupKey(candidateId),
    refusing(async (path: string) => platformSetupEnvelope.parse(await apiFetcher(path)).data),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
