import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore } from '@portal/shared';
import { tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { PortalHeader } from './PortalHeader';
import { messages } from '../../texts';

function renderHeaderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <PortalHeader />
    </MemoryRouter>,
  );
}

describe('PortalHeader', () => {
  it('falls back to No Name, No Role and the default picture', () => {
    act(() => sessionStore.setState({ token: tokenExpiringIn(3600), user: null }));
    renderHeaderAt('/dashboard');
    expect(screen.getByText(messages.noName)).toBeInTheDocument();
    expect(screen.getByText(messages.noRole)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: messages.noName })).toHaveAttribute('src', 'test-file-stub');
  });

  it('shows the name, the capitalised role and the profile picture', () => {
    act(() =>
      sessionStore
        .getState()
        .signIn(
          tokenExpiringIn(3600),
          userWithRole('superAdmin', { firstName: 'Ava', lastName: 'Lee', profilePicture: 'https://cdn.test/ava.png' }),
        ),
    );
    renderHeaderAt('/dashboard');
    expect(screen.getByText('Ava Lee')).toBeInTheDocument();
    expect(screen.getByText('SuperAdmin')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Ava Lee' })).toHaveAttribute('src', 'https://cdn.test/ava.png');
    expect(screen.queryByTestId('candidate-strip')).not.toBeInTheDocument();
  });

  it('on /dashboard a candidate sees the experience and job title strip, with fallbacks', () => {
    act(() =>
      sessionStore
        .getState()
        .signIn(tokenExpiringIn(3600), userWithRole('user', { experienceLevel: null, jobTitle: [] })),
    );
    renderHeaderAt('/dashboard');
    const strip = screen.getByTestId('candidate-strip');
    expect(strip).toHaveTextContent(messages.noExperience);
    expect(strip).toHaveTextContent(messages.noJobTitle);
  });

  it('on /dashboard the strip shows the real values', () => {
    act(() =>
      sessionStore
        .getState()
        .signIn(tokenExpiringIn(3600), userWithRole('user', { experienceLevel: '5-6 years', jobTitle: ['Nurse'] })),
    );
    renderHeaderAt('/dashboard');
    expect(screen.getByTestId('candidate-strip')).toHaveTextContent('5-6 years');
    expect(screen.getByTestId('candidate-strip')).toHaveTextContent('Nurse');
  });

  it.each(['user', 'admin', 'superAdmin'] as const)(
    'on /notification a %s sees Talent and the message search',
    (role) => {
      act(() => sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole(role)));
      renderHeaderAt('/notification');
      expect(screen.getByText(messages.talent)).toBeInTheDocument();
      expect(screen.getByPlaceholderText(messages.searchMessage)).toBeInTheDocument();
    },
  );

  it('on /help a search input shows', () => {
    act(() => sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('user')));
    renderHeaderAt('/help');
    expect(screen.getByRole('searchbox', { name: messages.searchHelp })).toBeInTheDocument();
    expect(screen.queryByText(messages.talent)).not.toBeInTheDocument();
  });
});
