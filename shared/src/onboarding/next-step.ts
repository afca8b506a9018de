import type { User } from '../contracts/user';

/** Onboarding has 4 steps: register, profile, documents, plan (spec section 9). */
export const ONBOARDING_STEP_COUNT = 4;

/** Pause before leaving the page after e-mail verification or a password reset, so the toast is read (spec section 9). */
export const REDIRECT_DELAY_MS = 2000;

type OnboardingState = Pick<User, 'role' | 'step2' | 'step3' | 'step4' | 'step5'>;

/** Post-login routing (spec section 2): staff go to the dashboard, a candidate to the first incomplete step. */
export function nextOnboardingPath(user: OnboardingState): string {
  if (user.role !== 'user') return '/dashboard';
  if (!user.step2) return '/complete';
  if (!user.step3) return '/upload';
  if (!user.step4) return '/profile-success';
  if (!user.step5) return '/selectplatform';
  return '/dashboard';
}
