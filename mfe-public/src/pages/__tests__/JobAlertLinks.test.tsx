import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import JobAlertConfirm from '../JobAlertConfirm';
import JobAlertUnsubscribe from '../JobAlertUnsubscribe';
import { recordingApi } from '../../testing/sent';
import {
  jobAlertConfirmTexts,
  jobAlertLinkTexts,
  jobAlertUnsubscribeTexts,
} from '../../features/job-alert-links/job-alert-link-content';
import { messages } from '../../texts';

const pages = [
  ['/job-alerts/confirm', JobAlertConfirm, jobAlertConfirmTexts],
  ['/job-alerts/unsubscribe', JobAlertUnsubscribe, jobAlertUnsubscribeTexts],
] as const;

function renderAt(path: string, Page: () => React.JSX.Element, search: string) {
  render(
    <MemoryRouter initialEntries={[`${path}${search}`]}>
      <Routes>
        <Route path={path} element={<Page />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe.each(pages)('%s', (path, Page, texts) => {
  it('sends nothing on opening, and the link’s token when the button is pressed', async () => {
    const success = path.endsWith('confirm')
      ? 'You are subscribed! We will e-mail you jobs that match your choices.'
      : 'You are unsubscribed. We will not send you job alerts any more.';
    const { sent } = recordingApi({
      [`/${path.slice(1)}`]: { status: 200, body: { success: true, message: success } },
    });
    const user = userEvent.setup();
    renderAt(path, Page, '?token=abc_DEF-123');

    expect(screen.getByRole('heading', { level: 1, name: texts.meta.title })).toBeInTheDocument();
    expect(document.title).toContain(texts.meta.title);
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: texts.action }));
    expect(await screen.findByRole('status')).toHaveTextContent(success);
    expect(sent).toEqual([{ method: 'POST', path: `/api${path}`, body: { token: 'abc_DEF-123' } }]);
    expect(screen.queryByRole('button', { name: texts.action })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: jobAlertLinkTexts.backToAlerts })).toHaveAttribute('href', '/job-alerts');
  });

  it('shows the server’s refusal and lets the reader try again', async () => {
    const refusal = path.endsWith('confirm')
      ? 'This confirmation link has expired. Please sign up for job alerts again.'
      : 'This unsubscribe link is invalid or has already been used.';
    recordingApi({ [`/${path.slice(1)}`]: { status: 400, body: { success: false, message: refusal } } });
    const user = userEvent.setup();
    renderAt(path, Page, '?token=used-up');

    await user.click(screen.getByRole('button', { name: texts.action }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.getByRole('button', { name: texts.action })).toBeEnabled();
  });

  it('says the link is incomplete when it carries no token, and offers no button', () => {
    const { sent } = recordingApi({});
    renderAt(path, Page, '');
    expect(screen.getByRole('alert')).toHaveTextContent(messages.jobAlertLinkMissing);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});
