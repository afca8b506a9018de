import { api, sessionStore } from '@portal/shared';
import { envelope, userSchema } from '@portal/shared/contracts';

const userEnvelope = envelope(userSchema);

/** Reads the signed-in user again once a plan is paid: the session then holds the new plan (and its limits). */
export async function refreshSessionUser(): Promise<void> {
  sessionStore.getState().updateUser(userEnvelope.parse(await api().get('user/me').json()).data);
}
