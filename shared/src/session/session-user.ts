// Build-time entry `@portal/shared/session-user`: how a remote puts the signed-in user the server answered into the
// session store (the run-time singleton, reached through '@portal/shared'), checked against the shared contract.
import { api, sessionStore } from '@portal/shared';
import { envelope, userSchema } from '../contracts';

const userEnvelope = envelope(userSchema);
export type UserEnvelope = ReturnType<typeof userEnvelope.parse>;

/** Puts the user of a `{ success, message?, data: user }` answer into the session; the answer, checked, comes back. */
export function keepSessionUser(answer: unknown): UserEnvelope {
  const checked = userEnvelope.parse(answer);
  sessionStore.getState().updateUser(checked.data);
  return checked;
}

/** Reads the signed-in user again (after an onboarding step or a payment), so the session holds what the server set. */
export async function refreshSessionUser(): Promise<void> {
  keepSessionUser(await api().get('user/me').json());
}
