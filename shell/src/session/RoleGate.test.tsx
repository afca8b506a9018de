import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { sessionStore } from '@portal/shared';
import { tokenExpiringIn, userWithRole } from '@portal/shared/testing';
import { RoleGate } from './RoleGate';
import { messages } from '../texts';

describe('RoleGate', () => {
  beforeEach(() => act(() => sessionStore.getState().signIn(tokenExpiringIn(3600), userWithRole('user'))));

  it('a role the route is not meant for sees the 403 page with a way back', () => {
    render(
      <MemoryRouter>
        <RoleGate guard={['admin', 'superAdmin']}>
          <p>staff only</p>
        </RoleGate>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { name: messages.accessDenied })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.goToDashboard })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByText('staff only')).not.toBeInTheDocument();
  });

  it('the right role sees the page', () => {
    render(
      <MemoryRouter>
        <RoleGate guard={['user']}>
          <p>candidate page</p>
        </RoleGate>
      </MemoryRouter>,
    );
    expect(screen.getByText('candidate page')).toBeInTheDocument();
  });
});
