import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '@portal/shared';
import { onboardingStepRedirect } from '@portal/shared/onboarding';

/**
 * A candidate who types a later onboarding step's address lands on their first incomplete step instead
 * (the rule is `onboardingStepRedirect`); every other page opens as it is.
 */
export function OnboardingStepGate({ path, children }: { path: string; children: ReactNode }) {
  const user = useSession((state) => state.user);
  const redirect = user ? onboardingStepRedirect(user, path) : null;
  return redirect ? <Navigate to={redirect} replace /> : <>{children}</>;
}
