import { fakeApi, type Route } from '@portal/shared/testing/jest';

/** The fake API of @portal/shared, with what each request carried (method, API path, JSON body) as `sent`. */
export function recordingApi(routes: Record<string, Route>) {
  const { bodies } = fakeApi(routes);
  return { sent: bodies };
}
