import { api, sessionStore } from '@portal/shared';
import { envelope, userSchema } from '@portal/shared/contracts';

const userEnvelope = envelope(userSchema);

/** Puts the user of a `{ success, data: user }` answer into the session, checked against the shared contract. */
export function keepSessionUser(answer: unknown): void {
  sessionStore.getState().updateUser(userEnvelope.parse(answer).data);
}

/**
 * Reads the signed-in user again after a step, so the session holds the onboarding flags the server
 * has just set and the step rule (`onboardingStepRedirect`) lets the user on to the next page.
 */
export async function refreshSessionUser(): Promise<void> {
  keepSessionUser(await api().get('user/me').json());
}
