import { api } from './client';

/** SWR fetcher: keys are API paths (`/notification-count`), answers are the parsed JSON. */
export const apiFetcher = <T>(path: string): Promise<T> => api().get(path.replace(/^\//, '')).json<T>();
