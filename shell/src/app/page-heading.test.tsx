import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router-dom';
import { sessionStore } from '@portal/shared';
import { tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeBackend, renderApp } from '../testing/render-app';
import { resetRemoteRegistration } from '../federation/remote-pages';
import { resetRemotePages } from '../federation/RemotePage';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const SLOW_LAYOUT = { timeout: 10000 };

/** Every remote page: its id, and a button that goes to /profile (and leaves with the page it was on). */
function page(id: string) {
  return function Page() {
    const navigate = useNavigate();
    return (
      <section>
        <h2>{id}</h2>
        <button type="button" onClick={() => navigate('/profile')}>
          Continue on {id}
        </button>
      </section>
    );
  };
}

beforeEach(() => {
  resetRemoteRegistration();
  resetRemotePages();
  loadRemoteMock.mockReset();
  loadRemoteMock.mockImplementation(async (id: string) => ({ default: page(id) }));
  fakeBackend({ '/notification-count': { success: true, data: 0 } });
  act(() => sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('user')));
});

describe('a signed-in page’s title and heading', () => {
  it('names the page in the tab and in its h1, which takes the focus a navigation left nowhere', async () => {
    renderApp('/setting');
    const button = await screen.findByRole('button', { name: 'Continue on mfe_candidate/Settings' }, SLOW_LAYOUT);
    expect(document.title).toBe('Settings | Career Portal');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');

    await userEvent.click(button);
    await screen.findByRole('button', { name: 'Continue on mfe_candidate/Profile' }, SLOW_LAYOUT);
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Profile');
    expect(document.title).toBe('Profile | Career Portal');
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('leaves the focus on a menu link that kept it', async () => {
    renderApp('/profile');
    await screen.findByRole('button', { name: 'Continue on mfe_candidate/Profile' }, SLOW_LAYOUT);
    const link = screen.getByRole('link', { name: 'Help Center' });
    await userEvent.click(link);
    await screen.findByRole('button', { name: 'Continue on mfe_candidate/HelpCenter' }, SLOW_LAYOUT);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Help Center');
    expect(link).toHaveFocus();
  });
});
