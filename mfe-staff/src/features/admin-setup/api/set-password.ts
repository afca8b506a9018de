import { api } from '@portal/shared';

/** `POST /auth/set-password/check`: who the link is for, or the server's reason it no longer works. */
export async function checkSetupLink(token: string): Promise<{ email: string; firstName: string }> {
  const answer = await api()
    .post('auth/set-password/check', { json: { token } })
    .json<{ data: { email: string; firstName: string } }>();
  return answer.data;
}

/** `POST /auth/set-password`: the new admin's password, once. */
export async function setAdminPassword(token: string, password: string): Promise<string> {
  const answer = await api().post('auth/set-password', { json: { token, password } }).json<{ message: string }>();
  return answer.message;
}
