import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StyleProvider } from '@ant-design/cssinjs';
import { EmailField } from '../EmailField';
import { messages } from '../../../../texts';

/** A form's e-mail state, as the pages keep it. */
function Typed({ error }: { error?: string }) {
  const [email, setEmail] = useState('');
  return (
    // antd's CSS is kept out of jsdom, as in the page tests.
    <StyleProvider mock="server">
      <EmailField value={email} error={error} onChange={setEmail} />
      <output>{email}</output>
    </StyleProvider>
  );
}

describe('EmailField (the e-mail row of the sign-in forms)', () => {
  it('is labelled, typed and filled in as an e-mail address, and hands back what is typed', async () => {
    const user = userEvent.setup();
    render(<Typed />);
    const field = screen.getByLabelText(messages.emailLabel);
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('autocomplete', 'email');
    expect(field).toHaveAttribute('aria-invalid', 'false');
    await user.type(field, 'ada@example.com');
    expect(field).toHaveValue('ada@example.com');
    expect(screen.getByRole('status')).toHaveTextContent('ada@example.com');
  });

  it('says its error under it, tied to the field', () => {
    render(<Typed error={messages.validEmail} />);
    const field = screen.getByLabelText(messages.emailLabel);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(messages.validEmail);
  });
});
