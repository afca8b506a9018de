import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { sessionStore } from '@portal/shared';
import { tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { fakeBackend } from '../../testing/render-app';
import type { MenuEntry } from '../../app/menu';
import { SideMenu } from './SideMenu';

// Menu entries as the route data may give them: two under one category heading, one without.
const entries: MenuEntry[] = [
  { key: 'dashboard', path: '/dashboard', title: 'Dashboard', order: 1, icon: 'dashboard' },
  { key: 'assigned', path: '/assigned', title: 'Assigned Candidates', order: 2, icon: 'assigned', category: 'Desk' },
  {
    key: 'admin-jobhistory',
    path: '/admin-jobhistory',
    title: 'Job History',
    order: 3,
    icon: 'jobHistory',
    category: 'Desk',
  },
  { key: 'logout', action: 'logout', title: 'Logout', order: 4, icon: 'logout' },
];

jest.mock('../../app/menu', () => ({
  ...jest.requireActual('../../app/menu'),
  menuForRole: () => entries,
}));

it('shows a category heading once, above the first entry of its category', () => {
  fakeBackend({ '/notification-count': { success: true, data: 0 } });
  act(() => sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('admin')));
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/assigned']}>
        <SideMenu />
      </MemoryRouter>
    </SWRConfig>,
  );
  const items = within(screen.getByRole('navigation')).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    'Dashboard',
    'DeskAssigned Candidates',
    'Job History',
    'Logout',
  ]);
  expect(screen.getByRole('link', { name: 'Assigned Candidates' })).toHaveAttribute('aria-current', 'page');
});

it('names the Notifications link with its unread count apart from the title', async () => {
  entries.push({ key: 'notification', path: '/notification', title: 'Notifications', order: 5, icon: 'notifications' });
  fakeBackend({ '/notification-count': { success: true, data: 5 } });
  act(() => sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('user')));
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={['/dashboard']}>
        <SideMenu />
      </MemoryRouter>
    </SWRConfig>,
  );
  expect(await screen.findByRole('link', { name: 'Notifications (5 unread)' })).toHaveAttribute(
    'href',
    '/notification',
  );
  entries.pop();
});
