import { errorMessage, httpStatus } from '@portal/shared';

/**
 * A query the server refused with words the admin can act on (a 4xx with a message: a search too long, an unknown
 * admin or candidate, one the admin may not see): a retry would be answered the same, so the words are shown without one.
 */
class RefusedQuery extends Error {}

/** The server's words when `error` is a 4xx answer with a message; '' for anything else (a 5xx, no answer at all). */
export async function refusalReason(error: unknown): Promise<string> {
  const status = httpStatus(error);
  return status !== null && status >= 400 && status < 500 ? errorMessage(error, '') : '';
}

/** `fetch` whose 4xx answers with a message fail as a refused query (anything else fails as it did). */
export function refusing<Answer>(fetch: (path: string) => Promise<Answer>): (path: string) => Promise<Answer> {
  return async (path) => {
    try {
      return await fetch(path);
    } catch (error) {
      const message = await refusalReason(error);
      throw message ? new RefusedQuery(message) : error;
    }
  };
}

/** The server's reason when `error` is a refused query; null for any other failure (a retry may help). */
export const refusalOf = (error: unknown): string | null => (error instanceof RefusedQuery ? error.message : null);
