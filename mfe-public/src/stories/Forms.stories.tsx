import type { Meta, StoryObj } from '@storybook/react-webpack5';
import { ContactDetailsList } from '../features/contact/components/ContactDetails';
import { ContactForm } from '../features/contact/components/ContactForm';
import { JobAlertForm } from '../features/job-alerts/components/JobAlertForm';
import { answerApi, PublicStory, type StoryAnswer } from './story-frame';
import { messages } from '../texts';
import '../features/contact/contact.css';

function FormStory({ form }: { form: 'contact' | 'jobAlert'; answers: Record<string, StoryAnswer> }) {
  return (
    <PublicStory>
      <div style={{ maxWidth: 560, padding: 24 }}>{form === 'contact' ? <ContactForm /> : <JobAlertForm />}</div>
    </PublicStory>
  );
}

const meta: Meta<typeof FormStory> = {
  title: 'Public/Forms',
  component: FormStory,
  beforeEach: ({ args }) => answerApi(args.answers),
};
export default meta;
type Story = StoryObj<typeof FormStory>;

/** Submit empty to see each field's rule; fill it in to see the confirmation. */
export const ContactFormSends: Story = {
  args: {
    form: 'contact',
    answers: {
      '/contact': { status: 201, body: { success: true, message: messages.contactSent, data: { _id: 'c1' } } },
    },
  },
};
export const ContactFormServerRefuses: Story = {
  args: {
    form: 'contact',
    answers: {
      '/contact': {
        status: 429,
        body: { success: false, message: 'Too many requests. Please wait a moment and try again.' },
      },
    },
  },
};
/** The sign-up e-mails a link; the subscription starts when it is opened (see Public/Job alert links). */
export const JobAlertFormSendsLink: Story = {
  args: {
    form: 'jobAlert',
    answers: {
      '/job-alerts': {
        status: 202,
        body: {
          success: true,
          message: 'Almost done! We have sent you an e-mail: open its link within 48 hours to confirm your job alert.',
        },
      },
    },
  },
};
export const JobAlertFormServerDown: Story = {
  args: { form: 'jobAlert', answers: { '/job-alerts': { status: 503 } } },
};
export const ContactDetails: Story = {
  args: { form: 'contact', answers: {} },
  render: () => (
    <PublicStory>
      <div style={{ maxWidth: 420, padding: 24 }}>
        <ContactDetailsList
          details={{
            address: 'Level 5, 1 Example Street, Melbourne VIC 3000',
            phone: '+61 3 9000 0000',
            email: 'support@portal.example',
            website: 'https://portal.example/',
          }}
        />
      </div>
    </PublicStory>
  ),
};
