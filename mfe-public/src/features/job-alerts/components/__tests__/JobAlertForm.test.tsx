import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordingApi } from '../../../../testing/sent';
import { jobAlertTexts } from '../../job-alert-content';
import { JobAlertForm } from '../JobAlertForm';
import { messages } from '../../../../texts';

const subscribeButton = () => screen.getByRole('button', { name: jobAlertTexts.subscribe });

describe('JobAlertForm', () => {
  it('offers the spec’s choices: experience 0-2, 3-5, 6+; Melbourne, Sydney, New York, London; three salary ranges', () => {
    render(<JobAlertForm />);
    const experience = screen.getByRole('group', { name: jobAlertTexts.experienceLegend });
    expect([...experience.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      '0-2 years',
      '3-5 years',
      '6+ years',
    ]);
    const locations = screen.getByRole('group', { name: jobAlertTexts.locationsLegend });
    expect([...locations.querySelectorAll('label')].map((label) => label.textContent)).toEqual([
      'Melbourne',
      'Sydney',
      'New York',
      'London',
    ]);
    expect(screen.getByRole('group', { name: jobAlertTexts.salaryLegend }).querySelectorAll('input')).toHaveLength(3);
  });

  it('asks for every choice before sending anything', async () => {
    const { sent } = recordingApi({});
    const user = userEvent.setup();
    render(<JobAlertForm />);
    await user.type(screen.getByLabelText(messages.emailLabel), 'not-an-email');
    await user.click(subscribeButton());

    expect(await screen.findByText(messages.validEmail)).toBeInTheDocument();
    expect(screen.getByText(messages.jobAlertExperienceRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.jobAlertLocationsRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.jobAlertSalaryRangeRequired)).toBeInTheDocument();
    expect(screen.getByLabelText('Melbourne')).toHaveAccessibleDescription(messages.jobAlertLocationsRequired);
    expect(sent).toEqual([]);

    await user.click(screen.getByLabelText('Sydney'));
    expect(screen.queryByText(messages.jobAlertLocationsRequired)).not.toBeInTheDocument();
    await user.click(screen.getByLabelText('Sydney'));
    expect(screen.getByText(messages.jobAlertLocationsRequired)).toBeInTheDocument();
  });

  it('sends the e-mail and choices and asks the reader to open the link it e-mails', async () => {
    const { sent } = recordingApi({
      '/job-alerts': {
        status: 202,
        body: {
          success: true,
          message: 'Almost done! We have sent you an e-mail: open its link within 48 hours to confirm your job alert.',
        },
      },
    });
    const user = userEvent.setup();
    render(<JobAlertForm />);
    await user.type(screen.getByLabelText(messages.emailLabel), 'sam@example.com');
    await user.click(screen.getByLabelText('3-5 years'));
    await user.click(screen.getByLabelText('London'));
    await user.click(screen.getByLabelText('Melbourne'));
    await user.click(screen.getByLabelText(messages.jobAlertSalary80kTo120k));
    await user.click(subscribeButton());

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Almost done! We have sent you an e-mail: open its link within 48 hours to confirm your job alert.',
    );
    expect(screen.queryByRole('button', { name: jobAlertTexts.subscribe })).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/job-alerts',
        body: {
          email: 'sam@example.com',
          experience: '3-5',
          locations: ['Melbourne', 'London'],
          salaryRange: '80k-120k',
        },
      },
    ]);
  });

  it('shows a refusal from the server and keeps the choices', async () => {
    recordingApi({
      '/job-alerts': { status: 400, body: { success: false, message: messages.jobAlertLocationsRequired } },
    });
    const user = userEvent.setup();
    render(<JobAlertForm />);
    await user.type(screen.getByLabelText(messages.emailLabel), 'sam@example.com');
    await user.click(screen.getByLabelText('6+ years'));
    await user.click(screen.getByLabelText('New York'));
    await user.click(screen.getByLabelText(messages.jobAlertSalary120kPlus));
    await user.click(subscribeButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(messages.jobAlertLocationsRequired);
    expect(screen.getByLabelText('New York')).toBeChecked();
    expect(screen.getByLabelText('6+ years')).toBeChecked();
    expect(screen.getByLabelText(messages.emailLabel)).toHaveValue('sam@example.com');
  });
});
