import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore, type User } from '@portal/shared';
import { tokenExpiringIn } from '@portal/shared/testing';
import { seededPlans } from '../testing/fixtures';

/** The platform limit the server would give a story's candidate: their chosen plan's (it runs in the story). */
function platformLimitOf(user: User) {
  const plan = seededPlans.find((seeded) => seeded.planName === user.subscription);
  return plan ? { planName: plan.planName, platformLimit: plan.platformLimit } : null;
}

/**
 * A step page as a signed-in candidate sees it, with the plans, the platform limit and the sign-in configuration answered
 * from SWR's fallback so no API is needed.
 */
export function StoryFrame({ user, path, children }: { user: User; path: string; children: ReactNode }) {
  sessionStore.getState().signIn(tokenExpiringIn(3600), user);
  return (
    <SWRConfig
      value={{
        fallback: {
          '/subscription-plans': seededPlans,
          '/portals/limit': platformLimitOf(user),
          '/auth/config': { googleClientId: null },
        },
        revalidateOnMount: false,
      }}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={children} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>
  );
}
