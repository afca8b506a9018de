import type { Meta, StoryObj } from '@storybook/react-webpack5';
import JobAlertConfirm from '../pages/JobAlertConfirm';
import JobAlertUnsubscribe from '../pages/JobAlertUnsubscribe';
import { answerApi, PublicStory, type StoryAnswer } from './story-frame';

type LinkStoryArgs = { page: 'confirm' | 'unsubscribe'; url: string; answers: Record<string, StoryAnswer> };

/** The pages the links in job-alert e-mails open; press the button to see the server's answer. */
function LinkStory({ page, url }: LinkStoryArgs) {
  return <PublicStory url={url}>{page === 'confirm' ? <JobAlertConfirm /> : <JobAlertUnsubscribe />}</PublicStory>;
}

const meta: Meta<typeof LinkStory> = {
  title: 'Public/Job alert links',
  component: LinkStory,
  beforeEach: ({ args }) => answerApi(args.answers),
};
export default meta;
type Story = StoryObj<typeof LinkStory>;

const alert = {
  _id: 'a1',
  email: 'sam@example.com',
  experience: '3-5',
  locations: ['Sydney'],
  salaryRange: '80k-120k',
};

export const ConfirmSubscribes: Story = {
  args: {
    page: 'confirm',
    url: '/job-alerts/confirm?token=story',
    answers: {
      '/job-alerts/confirm': {
        status: 201,
        body: {
          success: true,
          message: 'You are subscribed! We will e-mail you jobs that match your choices.',
          data: alert,
        },
      },
    },
  },
};
export const ConfirmLinkExpired: Story = {
  args: {
    page: 'confirm',
    url: '/job-alerts/confirm?token=story',
    answers: {
      '/job-alerts/confirm': {
        status: 400,
        body: { success: false, message: 'This confirmation link has expired. Please sign up for job alerts again.' },
      },
    },
  },
};
export const LinkWithoutToken: Story = { args: { page: 'confirm', url: '/job-alerts/confirm', answers: {} } };
export const Unsubscribes: Story = {
  args: {
    page: 'unsubscribe',
    url: '/job-alerts/unsubscribe?token=story',
    answers: {
      '/job-alerts/unsubscribe': {
        status: 200,
        body: { success: true, message: 'You are unsubscribed. We will not send you job alerts any more.' },
      },
    },
  },
};
