import { api } from '@portal/shared';

/** `PATCH /notifications/{id}/read`: the server marks it once; later calls change nothing. */
export async function markNotificationRead(id: string): Promise<void> {
  await api()
    .patch(`notifications/${encodeURIComponent(id)}/read`)
    .json();
}
