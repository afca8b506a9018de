import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ProfileSuccess from '../ProfileSuccess';
import { renderPage, resetSession } from '@portal/shared/testing/jest';
import { messages } from '../../texts';

const at = { path: '/profile-success', url: '/profile-success' };

beforeEach(resetSession);

describe('ProfileSuccess (/profile-success)', () => {
  it('asks whether we should handle the job applications; Yes goes to /subscription', async () => {
    const user = userEvent.setup();
    renderPage(<ProfileSuccess />, at);
    expect(screen.getByText(messages.profileSuccessQuestion)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.yes }));
    expect(await screen.findByText('Now at /subscription')).toBeInTheDocument();
  });

  it('No tells the candidate they stay on the free tier and offers the dashboard', async () => {
    const user = userEvent.setup();
    renderPage(<ProfileSuccess />, at);
    await user.click(screen.getByRole('button', { name: messages.no }));
    const answer = screen.getByText(messages.stayOnFreeTier).closest('[role="status"]');
    expect(answer).toHaveTextContent(messages.stayOnFreeTier);
    expect(answer).toHaveTextContent(messages.choosePlanLater);
    await user.click(screen.getByRole('link', { name: messages.goToDashboard }));
    expect(await screen.findByText('Now at /dashboard')).toBeInTheDocument();
  });

  it('Back opened straight from an address goes to the step before, /upload', async () => {
    const user = userEvent.setup();
    renderPage(<ProfileSuccess />, at);
    await user.click(screen.getByRole('button', { name: messages.back }));
    expect(await screen.findByText('Now at /upload')).toBeInTheDocument();
  });
});
