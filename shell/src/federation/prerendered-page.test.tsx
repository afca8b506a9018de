import { act, screen } from '@testing-library/react';
import { sessionStore } from '@portal/shared';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { fakeBackend, renderApp } from '../testing/render-app';
import { loadRemotePage, parseRemotePageId, resetRemoteRegistration } from './remote-pages';
import { resetRemotePages } from './RemotePage';
import { messages } from '../texts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;

beforeEach(() => {
  resetRemoteRegistration();
  resetRemotePages();
  loadRemoteMock.mockReset();
  fakeBackend();
  act(() => sessionStore.getState().signOut());
});

describe('the page named by a pre-rendered #root', () => {
  it('is read only when it names a known remote and a page', () => {
    expect(parseRemotePageId('mfe_public/Landing')).toEqual({ remote: 'mfe_public', module: 'Landing' });
    for (const bad of [null, undefined, '', 'mfe_public', 'mfe_evil/Landing', 'mfe_public/../x', 'mfe_public/A/B'])
      expect(parseRemotePageId(bad)).toBeNull();
  });

  it('once loaded before the first render, renders at once: no loading state replaces the pre-rendered markup', async () => {
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Landing page</h1> });
    await loadRemotePage({ remote: 'mfe_public', module: 'Landing' });
    renderApp('/');
    // Synchronously, in the first commit: the page, never the loading message.
    expect(screen.getByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(screen.queryByText(messages.loading)).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(1);
  });

  it('not loaded yet, goes through the loading state as any page does', async () => {
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Landing page</h1> });
    renderApp('/');
    expect(screen.getByText(messages.loading)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
  });
});
