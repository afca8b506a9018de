import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { MemoryRouter } from 'react-router-dom';
import type { MessageEnvelope } from '@portal/shared/contracts';
import type { checkSetupLink } from '../api/set-password';
import { answerApi, type StoryAnswer } from '@portal/shared/testing/story-api';
import { SetPasswordForm } from './SetPasswordForm';

/** The page asks the API itself (no SWR): its calls, by method and API path, are answered as the server answers. */
type Answer = StoryAnswer & {
  body: { success: true; data: Awaited<ReturnType<typeof checkSetupLink>> } | MessageEnvelope;
};
type Answers = Record<string, Answer>;

/** The API's answers (api/src/modules/admins/texts.ts). */
const linkWorks: Answer = {
  status: 200,
  body: { success: true, data: { email: 'priya@portal.test', firstName: 'Priya' } },
};
const passwordSet: Answer = {
  status: 200,
  body: { success: true, message: 'Your password is set. You can now sign in.' },
};
const refused = (message: string): Answer => ({ status: 400, body: { success: false, message } });

function SetPasswordScreen({ url }: { url: string; answers: Answers }) {
  return (
    <MemoryRouter initialEntries={[url]}>
      <div style={{ maxWidth: 480, padding: 24 }}>
        <SetPasswordForm />
      </div>
    </MemoryRouter>
  );
}

const meta: Meta<typeof SetPasswordScreen> = {
  title: 'Staff/Admin/Set password',
  component: SetPasswordScreen,
  beforeEach: ({ args }) => answerApi(args.answers),
};
export default meta;
type Story = StoryObj<typeof SetPasswordScreen>;

/** 'Checking your link...', then the greeting and the form; a password under the sign-up rule is set. */
export const Form: Story = {
  args: {
    url: '/set-password?token=story',
    answers: { 'POST /auth/set-password/check': linkWorks, 'POST /auth/set-password': passwordSet },
  },
};
/** A link already used: the server's reason and 'Go to Login'. */
export const UsedLink: Story = {
  args: {
    url: '/set-password?token=story',
    answers: {
      'POST /auth/set-password/check': refused(
        'This password setup link is invalid or has already been used. Ask a super admin for a new one.',
      ),
    },
  },
};
/** A link past its 48 hours: the server's reason and 'Go to Login'. */
export const ExpiredLink: Story = {
  args: {
    url: '/set-password?token=story',
    answers: {
      'POST /auth/set-password/check': refused(
        'This password setup link has expired. Ask a super admin for a new one.',
      ),
    },
  },
};
/** Opened without a token: 'Invalid or missing token. Please check your email link.' (nothing is asked). */
export const MissingToken: Story = { args: { url: '/set-password', answers: {} } };
