import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { sessionStore } from '@portal/shared';
import { nextOnboardingPath } from '@portal/shared/onboarding';
import { returnPathFor } from '@portal/shared/session-return';
import type { SignedIn } from '../api/auth';
import { notify } from '../../../lib/notify';
import { messages } from '../../../texts';

/**
 * After any sign-in (password or Google): keep the session, say so, go to the first incomplete step (spec section 2);
 * with onboarding done, the page this account's ended session was on, when /login was opened from it.
 */
export function useFinishSignIn(): (session: SignedIn) => void {
  const navigate = useNavigate();
  const { state } = useLocation();
  return useCallback(
    ({ token, user }: SignedIn) => {
      sessionStore.getState().signIn(token, user);
      notify('success', messages.loginSuccessful);
      const next = nextOnboardingPath(user);
      navigate((next === '/dashboard' && returnPathFor(state, user._id)) || next, { replace: true });
    },
    [navigate, state],
  );
}
