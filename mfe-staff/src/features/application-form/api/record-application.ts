import { api } from '@portal/shared';
import type { Application, CreateApplicationRequest } from '@portal/shared/contracts';

/** `POST /application` (spec section 7, payload of section 3); the server checks scope, platform, resume and quota. */
export async function recordApplication(payload: CreateApplicationRequest): Promise<Application> {
  const answer = await api().post('application', { json: payload }).json<{ data: Application }>();
  return answer.data;
}
