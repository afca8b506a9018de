import useSWR from 'swr';
import { apiFetcher, errorMessage, httpStatus } from '@portal/shared';
import { envelope, platformSetupAnswer, type PlatformSetup } from '@portal/shared/contracts';
import { messages } from '../../../texts';

const platformSetupEnvelope = envelope(platformSetupAnswer);

/** The server's 404: no candidate has that id; its message is the server's reason. */
export class UnknownCandidate extends Error {}

export const platformSetupKey = (candidateId: string) => `/portals/setup/${encodeURIComponent(candidateId)}`;

/**
 * GET /api/portals/setup/{candidateId}: whom the wizard is for and the platform limit of their plan now (null: no
 * plan chosen), the limit POST /create-account-for-user/ enforces. An unknown id fails as `UnknownCandidate` with the server's message.
 */
export function usePlatformSetup(candidateId: string) {
  return useSWR<PlatformSetup>(
    platformSetupKey(candidateId),
    async (path: string) => {
      try {
        return platformSetupEnvelope.parse(await apiFetcher(path)).data;
      } catch (error) {
        if (httpStatus(error) === 404)
          throw new UnknownCandidate(await errorMessage(error, messages.somethingWentWrong));
        throw error;
      }
    },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}
