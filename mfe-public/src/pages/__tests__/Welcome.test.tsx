import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import Welcome from '../Welcome';
import { messages } from '../../texts';

// Public pages have a tight JS budget: loading antd from /welcome (directly or through a helper) fails this suite.
jest.mock('antd', () => {
  throw new Error('The public site must not load antd.');
});

function LocationProbe() {
  return <p>Now at {useLocation().pathname}</p>;
}

function renderWelcome() {
  render(
    <MemoryRouter initialEntries={['/welcome']}>
      <Routes>
        <Route path="/welcome" element={<Welcome />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('Welcome', () => {
  it('offers the two choices under one heading', () => {
    renderWelcome();
    expect(screen.getByRole('heading', { level: 1, name: messages.welcomeTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: messages.signUpLink })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: messages.signIn })).toHaveAttribute('href', '/login');
  });

  it.each([
    [messages.signUpLink, '/register'],
    [messages.signIn, '/login'],
  ])('%s goes to %s', async (choice, destination) => {
    const user = userEvent.setup();
    renderWelcome();
    await user.click(screen.getByRole('link', { name: choice }));
    expect(screen.getByText(`Now at ${destination}`)).toBeInTheDocument();
  });
});
