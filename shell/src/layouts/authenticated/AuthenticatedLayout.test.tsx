import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('while the menu is open the page behind it is inert; closed, focus is back on the menu button', async () => {
    renderLayout(0);
    const user = userEvent.setup();
    const menuButton = await screen.findByRole('button', { name: 'Open menu' });
    const page = screen.getByRole('main').parentElement!;
    expect(page).not.toHaveAttribute('inert');
    await user.click(menuButton);
    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveFocus();
    // Tab cannot reach the header or the page under the backdrop.
    expect(page).toHaveAttribute('inert');
    expect(page).toContainElement(menuButton);
    await user.keyboard('{Escape}');
    expect(page).not.toHaveAttribute('inert');
    expect(menuButton).toHaveFocus();
    await user.click(menuButton);
    await user.click(screen.getByRole('button', { name: 'Close menu' }));
    expect(menuButton).toHaveFocus();
  });
});
