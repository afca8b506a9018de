import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { sessionStore } from '@portal/shared';
import { tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { PublicLayout } from './PublicLayout';
import { publicNav } from './public-nav';
import { messages } from '../../texts';

function renderLayout(path = '/') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route element={<PublicLayout />}>
          <Route path="*" element={<h1>page</h1>} />
        </Route>
      </Routes>
    </MemoryRouter>,
  );
}

const site = () => within(screen.getByRole('navigation', { name: messages.siteNavigation }));

beforeEach(() => act(() => sessionStore.setState({ token: null, user: null })));

describe('PublicLayout', () => {
  it('lists the sections of spec section 1, Register and Sign In, in the header and the footer', () => {
    renderLayout('/about');
    expect(publicNav.map((item) => item.label)).toEqual([
      'Home',
      'About',
      'Services',
      'Contact Us',
      'Job Alerts',
      'Resources',
      'FAQs',
    ]);
    for (const item of publicNav)
      expect(site().getByRole('link', { name: item.label })).toHaveAttribute('href', item.path);
    expect(site().getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    expect(site().getByRole('link', { name: messages.signIn })).toHaveAttribute('href', '/login');
    expect(site().getByRole('link', { name: messages.register })).toHaveAttribute('href', '/welcome');
    const footer = within(screen.getByRole('navigation', { name: messages.footerNavigation }));
    expect(footer.getByRole('link', { name: 'Resources' })).toHaveAttribute('href', '/resources');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
  });

  it('the menu button opens the menu, and a page change or Escape closes it', async () => {
    const user = userEvent.setup();
    renderLayout('/');
    const button = screen.getByRole('button', { name: messages.openMenu });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(screen.getByRole('button', { name: messages.closeMenu })).toHaveAttribute('aria-expanded', 'true');
    await user.click(site().getByRole('link', { name: 'FAQs' }));
    expect(screen.getByRole('button', { name: messages.openMenu })).toHaveAttribute('aria-expanded', 'false');
    await user.click(screen.getByRole('button', { name: messages.openMenu }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: messages.openMenu })).toHaveAttribute('aria-expanded', 'false');
  });

  it('a signed-in user is offered the dashboard instead of Register / Sign In', () => {
    act(() => sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('user')));
    renderLayout('/');
    expect(site().getByRole('link', { name: messages.menuDashboard })).toHaveAttribute('href', '/dashboard');
    expect(site().queryByRole('link', { name: messages.signIn })).not.toBeInTheDocument();
  });
});
