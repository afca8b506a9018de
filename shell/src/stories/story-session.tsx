import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore, type User } from '@portal/shared';
import { tokenExpiringIn } from '@portal/shared/testing';

/**
 * Stories render shell pieces as a signed-in user on a given route, with the unread count
 * answered from SWR's fallback so no API is needed.
 */
export function SignedIn({
  user,
  path = '/dashboard',
  unread = 0,
  children,
}: {
  user: User | null;
  path?: string;
  unread?: number;
  children: ReactNode;
}) {
  if (user) sessionStore.getState().signIn(tokenExpiringIn(3600), user);
  else sessionStore.setState({ token: null, user: null });
  return (
    <SWRConfig
      value={{ fallback: { '/notification-count': { success: true, data: unread } }, revalidateOnMount: false }}
    >
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={children} />
        </Routes>
      </MemoryRouter>
    </SWRConfig>
  );
}
