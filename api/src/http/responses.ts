import { messageEnvelope } from '@portal/shared/contracts';

/** Response schemas for the refusals a route can give, so the OpenAPI document lists them. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, messageEnvelope])) as Record<S, typeof messageEnvelope>;
}
