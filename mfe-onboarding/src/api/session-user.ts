import { api, sessionStore } from '@portal/shared';
import { envelope, userSchema } from '@portal/shared/contracts';

const userEnvelope = envelope(userSchema);

/**
 * Reads the signed-in user again after a step, so the session holds the onboarding flags the server
 * has just set and the step rule (`onboardingStepRedirect`) lets the user on to the next page.
 */
export async function refreshSessionUser(): Promise<void> {
  const { data } = userEnvelope.parse(await api().get('user/me').json());
  sessionStore.getState().updateUser(data);
}
