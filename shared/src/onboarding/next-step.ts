import type { User } from '../contracts/user';

/** Onboarding has 4 steps: register, profile, documents, plan (spec section 9). */
export const ONBOARDING_STEP_COUNT = 4;

/** Pause before leaving the page after e-mail verification or a password reset, so the toast is read (spec section 9). */
export const REDIRECT_DELAY_MS = 2000;

type OnboardingState = Pick<User, 'role' | 'step2' | 'step3' | 'step4' | 'step5'>;

/**
 * The onboarding pages after sign-up, in order, with the flag the server sets when that step is done
 * (spec section 2): the plan question and the plan picker are one step, the platform wizard the last.
 */
const onboardingSteps = [
  { done: 'step2', paths: ['/complete'] },
  { done: 'step3', paths: ['/upload'] },
  { done: 'step4', paths: ['/profile-success', '/subscription'] },
  { done: 'step5', paths: ['/selectplatform'] },
] as const satisfies ReadonlyArray<{ done: keyof OnboardingState; paths: readonly string[] }>;

const firstIncompleteStep = (user: OnboardingState) => onboardingSteps.findIndex((step) => !user[step.done]);

/** Post-login routing (spec section 2): staff go to the dashboard, a candidate to the first incomplete step. */
export function nextOnboardingPath(user: OnboardingState): string {
  if (user.role !== 'user') return '/dashboard';
  return onboardingSteps[firstIncompleteStep(user)]?.paths[0] ?? '/dashboard';
}

/**
 * A candidate cannot skip a step by typing a later step's address: opening a page of a later step than
 * their first incomplete one answers that step's page. Null when the page may open (an earlier or the
 * current step, any page outside onboarding, or staff).
 */
export function onboardingStepRedirect(user: OnboardingState, pathname: string): string | null {
  if (user.role !== 'user') return null;
  const visited = onboardingSteps.findIndex((step) => (step.paths as readonly string[]).includes(pathname));
  const firstIncomplete = firstIncompleteStep(user);
  if (visited < 0 || firstIncomplete < 0 || visited <= firstIncomplete) return null;
  return onboardingSteps[firstIncomplete]?.paths[0] ?? null;
}
