import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { recordingApi } from '../../../../testing/sent';
import { contactTexts } from '../../contact-content';
import { ContactForm } from '../ContactForm';
import { messages } from '../../../../texts';

const field = (label: string) => screen.getByLabelText(label);
const sendButton = () => screen.getByRole('button', { name: contactTexts.send });

async function fillValidMessage(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field(contactTexts.nameLabel), 'Ada Lovelace');
  await user.type(field(messages.emailLabel), 'Ada@Example.com');
  await user.type(field(contactTexts.phoneLabel), '+61 3 9000 0000');
  await user.type(field(contactTexts.messageLabel), 'Do you apply on Seek for nurses in Hobart?');
}

describe('ContactForm', () => {
  it('shows each field’s rule and sends nothing while the input is invalid', async () => {
    const { sent } = recordingApi({});
    const user = userEvent.setup();
    render(<ContactForm />);
    await user.type(field(contactTexts.phoneLabel), 'call me');
    await user.type(field(contactTexts.messageLabel), 'Hi');
    await user.click(sendButton());

    expect(await screen.findByText(messages.contactNameRequired)).toBeInTheDocument();
    expect(screen.getByText(messages.validEmail)).toBeInTheDocument();
    expect(screen.getByText(messages.contactPhoneInvalid)).toBeInTheDocument();
    expect(screen.getByText(messages.contactMessageTooShort)).toBeInTheDocument();
    expect(field(contactTexts.nameLabel)).toHaveAttribute('aria-invalid', 'true');
    expect(field(contactTexts.nameLabel)).toHaveAccessibleDescription(messages.contactNameRequired);
    expect(field(contactTexts.subjectLabel)).toHaveAttribute('aria-invalid', 'false');
    expect(sent).toEqual([]);

    // Messages clear as the fields are corrected.
    await user.type(field(contactTexts.nameLabel), 'Ada');
    expect(screen.queryByText(messages.contactNameRequired)).not.toBeInTheDocument();
  });

  it('sends the message and confirms with the server’s words', async () => {
    const { sent } = recordingApi({
      '/contact': { status: 201, body: { success: true, message: messages.contactSent, data: { _id: 'c1' } } },
    });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValidMessage(user);
    await user.click(sendButton());

    expect(await screen.findByText(messages.contactSent)).toBeInTheDocument();
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/contact',
        body: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          phone: '+61 3 9000 0000',
          message: 'Do you apply on Seek for nurses in Hobart?',
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: contactTexts.sendAnother }));
    expect(field(contactTexts.nameLabel)).toHaveValue('');
  });

  it('shows the server’s error and keeps what was typed', async () => {
    recordingApi({
      '/contact': {
        status: 429,
        body: { success: false, message: 'Too many requests. Please wait a moment and try again.' },
      },
    });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValidMessage(user);
    await user.click(sendButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many requests. Please wait a moment and try again.',
    );
    expect(field(contactTexts.nameLabel)).toHaveValue('Ada Lovelace');
    expect(field(contactTexts.messageLabel)).toHaveValue('Do you apply on Seek for nurses in Hobart?');
    expect(sendButton()).toBeEnabled();
  });

  it('says so in plain words when the server answers without a message', async () => {
    recordingApi({ '/contact': { status: 502 } });
    const user = userEvent.setup();
    render(<ContactForm />);
    await fillValidMessage(user);
    await user.click(sendButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.contactSendFailed);
  });
});
