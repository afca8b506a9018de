import ky, { HTTPError, TimeoutError, type KyInstance } from 'ky';
import { getRuntimeConfig } from '../runtime-config';
import { sessionStore } from '../session/store';
import { sessionMessages } from '../session/texts';

export const REQUEST_TIMEOUT_MS = 20000;

/**
 * The one HTTP client of the page: API base from runtime config, bearer token, 20 s timeout.
 * Any 401 ends the session in one place: cleared, 'Session Expired' shown, sent to /login by the shell.
 */
export function createApiClient(store = sessionStore, apiBase = getRuntimeConfig().apiBase): KyInstance {
  return ky.create({
    prefix: apiBase,
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    hooks: {
      beforeRequest: [
        ({ request }) => {
          const { token } = store.getState();
          if (token) request.headers.set('Authorization', `Bearer ${token}`);
        },
      ],
      afterResponse: [
        ({ response }) => {
          if (response.status === 401) endRefusedSession(store);
        },
      ],
    },
  });
}

/**
 * The server refused the session (a 401 on any call, or on the live notification stream): it is cleared,
 * 'Session Expired' is shown and the shell sends the user to /login. Nothing happens once signed out.
 */
export function endRefusedSession(store = sessionStore): void {
  if (!store.getState().token) return;
  store.getState().expire();
  store.getState().notify('error', sessionMessages.sessionExpired);
}

let client: KyInstance | null = null;
/** Created on first use so the shell's HTML (and its meta config) is in place. */
export function api(): KyInstance {
  client ??= createApiClient();
  return client;
}

/** The server's `message` when there is one, else the fallback text the spec gives for that call. */
export async function errorMessage(error: unknown, fallback: string): Promise<string> {
  if (error instanceof HTTPError) {
    const body =
      error.data ??
      (await error.response
        .clone()
        .json()
        .catch(() => undefined));
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') return body.message;
    return fallback;
  }
  if (error instanceof TimeoutError) return fallback;
  return fallback;
}

export function httpStatus(error: unknown): number | null {
  return error instanceof HTTPError ? error.response.status : null;
}
