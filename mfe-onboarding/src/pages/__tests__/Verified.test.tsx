import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionStore } from '@portal/shared';
import Verified from '../Verified';
import { candidate } from '../../testing/fixtures';
import { renderPage, resetSession } from '@portal/shared/testing/jest';
import { messages } from '../../texts';

const at = { path: '/verified', url: '/verified' };

beforeEach(resetSession);

describe('Verified', () => {
  it('says Email Verified and continues to /complete with a stored session', async () => {
    sessionStore.getState().signIn('verified.jwt.token', candidate());
    const user = userEvent.setup();
    renderPage(<Verified />, at);
    expect(screen.getByRole('heading', { level: 1, name: messages.verifiedTitle })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.continueLabel }));
    expect(screen.getByText('Now at /complete')).toBeInTheDocument();
  });

  it('continues to /login without a stored session', async () => {
    const user = userEvent.setup();
    renderPage(<Verified />, at);
    await user.click(screen.getByRole('button', { name: messages.continueLabel }));
    expect(screen.getByText('Now at /login')).toBeInTheDocument();
  });
});
