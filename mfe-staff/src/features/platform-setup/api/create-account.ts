import { api } from '@portal/shared';
import type { CreateAccountForUserRequest } from '@portal/shared/contracts';

/** `POST /create-account-for-user/` (spec section 7), with every platform chosen (the first is the working one). */
export async function createAccountForUser(payload: CreateAccountForUserRequest): Promise<void> {
  await api().post('create-account-for-user/', { json: payload }).json();
}
