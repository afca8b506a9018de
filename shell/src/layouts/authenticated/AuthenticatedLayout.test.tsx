import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { userWithRole } from '@portal/shared/testing';
import { fakeApi, resetSession, signIn } from '@portal/shared/testing/jest';
import type { ConnectStream } from '../../notifications/notification-stream';
import AuthenticatedLayout from './AuthenticatedLayout';

const quietStream: ConnectStream = () => ({ close: () => undefined });

function renderLayout(unread: number) {
  fakeApi({ '/notification-count': { body: { success: true, data: unread } } });
  signIn(userWithRole('user'));
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <Routes>
          <Route element={<AuthenticatedLayout connectStream={quietStream} />}>
            <Route path="*" element={<p>page</p>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </SWRConfig>,
  );
}

beforeEach(() => resetSession());

describe("the phone's menu button", () => {
  it('carries the unread count, drawn and in its name, so a phone shows it with the menu closed', async () => {
    renderLayout(3);
    const button = await screen.findByRole('button', { name: 'Open menu (3 unread)' });
    expect(button.querySelector('.portal-topbar__badge')).toHaveTextContent('3');
    expect(button.querySelector('.portal-topbar__badge')).toHaveAttribute('aria-hidden', 'true');
  });

  it('has no badge with nothing unread', async () => {
    renderLayout(0);
    // The Notifications link is there once the count has loaded; its name has no unread part either.
    expect(await screen.findByRole('link', { name: 'Dashboard' })).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button.querySelector('.portal-topbar__badge')).toBeNull();
  });
});
