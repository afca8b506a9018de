import { api } from '@portal/shared';
import type { NotificationRequest } from '@portal/shared/contracts';

/** `POST /notification` (spec section 7); `selectedUser` is left out when empty, as the spec's client does. */
export async function sendNotification(payload: NotificationRequest): Promise<void> {
  const { selectedUser, ...rest } = payload;
  await api()
    .post('notification', { json: { ...rest, ...(selectedUser && selectedUser.length > 0 ? { selectedUser } : {}) } })
    .json();
}
