import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { StyleProvider } from '@ant-design/cssinjs';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore, type User } from '@portal/shared';
import { tokenExpiringIn } from '@portal/shared/testing';
import type { Route } from './fake-api';

/** A dashboard at /dashboard as the shell renders it, with an SWR cache of its own so tests share nothing. */
export function renderDashboard(page: ReactElement) {
  return render(
    // antd's CSS is kept out of jsdom: its style tags make every role query take seconds.
    <StyleProvider mock="server">
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/dashboard']}>{page}</MemoryRouter>
      </SWRConfig>
    </StyleProvider>,
  );
}

/** Signs `user` in with a token valid for an hour; returns the token the API must receive. */
export function signIn(user: User): string {
  const token = tokenExpiringIn(3600);
  sessionStore.getState().signIn(token, user);
  return token;
}

/**
 * `GET /user/me` answered as the API answers it, with whoever is signed in now: for `fakeApi`, on pages that read the
 * signed-in user again to refresh the stored copy, when the test is not about that read.
 */
export const signedInUserAgain: Record<string, Route> = {
  'GET /user/me': () => {
    const { user } = sessionStore.getState();
    return user
      ? { body: { success: true, data: user } }
      : { status: 401, body: { success: false, message: 'Unauthorized' } };
  },
};

/** A clean page load: nobody signed in, nothing stored, no toast. */
export function resetSession(): void {
  localStorage.clear();
  sessionStore.setState({ token: null, user: null, expired: false, notice: null });
}
