import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { contactTexts } from '../../features/contact/contact-content';
import { jobAlertTexts } from '../../features/job-alerts/job-alert-content';
import { recordingApi } from '../../testing/sent';
import Contact from '../Contact';
import JobAlerts from '../JobAlerts';
import { messages } from '../../texts';

// The form pages import their contract (and zod with it) only when the form is used: here it cannot load at all.
jest.mock('zod', () => {
  throw new Error('zod is loaded only when a form is used.');
});

const formPages: [string, ComponentType, string, string][] = [
  ['/contact', Contact, contactTexts.send, messages.contactSendFailed],
  ['/job-alerts', JobAlerts, jobAlertTexts.subscribe, messages.jobAlertFailed],
];

describe.each(formPages)('%s', (_path, Page, submitLabel, failure) => {
  it('renders without zod, and says so, sending nothing, when the form’s rules cannot be loaded', async () => {
    const { sent } = recordingApi({
      '/site/contact-details': {
        body: { success: true, data: { address: 'a', phone: '1', email: 'e', website: 'w' } },
      },
    });
    const user = userEvent.setup();
    render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </SWRConfig>,
    );
    await user.click(screen.getByRole('button', { name: submitLabel }));
    expect(await screen.findByText(failure)).toBeInTheDocument();
    expect(sent.filter((request) => request.method !== 'GET')).toEqual([]);
  });
});
