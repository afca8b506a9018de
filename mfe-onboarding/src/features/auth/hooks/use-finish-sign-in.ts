import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@portal/shared';
import { nextOnboardingPath } from '@portal/shared/onboarding';
import type { SignedIn } from '../api/auth';
import { notify } from '../../../lib/notify';
import { messages } from '../../../texts';

/** After any sign-in (password or Google): keep the session, say so, go to the first incomplete step (spec section 2). */
export function useFinishSignIn(): (session: SignedIn) => void {
  const navigate = useNavigate();
  return useCallback(
    ({ token, user }: SignedIn) => {
      sessionStore.getState().signIn(token, user);
      notify('success', messages.loginSuccessful);
      navigate(nextOnboardingPath(user), { replace: true });
    },
    [navigate],
  );
}
