import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Register from '../Register';
import { fakeApi } from '@portal/shared/testing/jest';
import { authConfig, withoutConfig } from '../../testing/fixtures';
import { renderPage, resetSession } from '@portal/shared/testing/jest';
import { messages } from '../../texts';

const at = { path: '/register', url: '/register' };

function fields() {
  return {
    firstName: screen.getByLabelText(messages.firstNameLabel),
    lastName: screen.getByLabelText(messages.lastNameLabel),
    email: screen.getByLabelText(messages.emailLabel),
    password: screen.getByLabelText(messages.passwordLabel),
    terms: screen.getByRole('checkbox', { name: messages.agreeToTermsLabel }),
    submit: screen.getByRole('button', { name: messages.registerSubmit }),
  };
}

type User = ReturnType<typeof userEvent.setup>;

/** Pastes into a field: one change, as fast as a password manager. */
async function paste(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillValidForm(user: User) {
  const form = fields();
  await paste(user, form.firstName, 'Ada Mary');
  await paste(user, form.lastName, 'Lovelace');
  await paste(user, form.email, 'Ada@Example.com');
  await paste(user, form.password, 'Secret1!x');
  await user.click(form.terms);
  return form;
}

beforeEach(resetSession);

describe('Register', () => {
  it('is step 1 of 4 of onboarding and titled Register Account', () => {
    renderPage(<Register />, at);
    expect(screen.getByRole('heading', { level: 1, name: messages.registerTitle })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: messages.onboardingProgress })).toHaveTextContent('Step 1 of 4');
  });

  it('says "* Letters only." for a name with digits or symbols, as the user types', async () => {
    const user = userEvent.setup();
    renderPage(<Register />, at);
    const { firstName, lastName } = fields();
    await user.type(firstName, 'Ada2');
    expect(screen.getAllByText(messages.lettersOnly)).toHaveLength(1);
    await user.type(lastName, 'O-Brien');
    expect(screen.getAllByText(messages.lettersOnly)).toHaveLength(2);
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription(messages.lettersOnly);
    await user.clear(firstName);
    await user.type(firstName, 'Ada Mary');
    expect(screen.getAllByText(messages.lettersOnly)).toHaveLength(1);
  });

  it('says "* Enter a valid email." for an address without a domain', async () => {
    const user = userEvent.setup();
    renderPage(<Register />, at);
    await user.type(fields().email, 'ada@example');
    expect(screen.getByText(messages.validEmail)).toBeInTheDocument();
    await user.type(fields().email, '.com');
    expect(screen.queryByText(messages.validEmail)).not.toBeInTheDocument();
  });

  it('gives the password rule until the password has every kind of character', async () => {
    const user = userEvent.setup();
    renderPage(<Register />, at);
    const { password } = fields();
    await user.type(password, 'secret1!');
    expect(screen.getByText(messages.passwordRule)).toBeInTheDocument();
    await user.clear(password);
    await user.type(password, 'Secret1!');
    expect(screen.queryByText(messages.passwordRule)).not.toBeInTheDocument();
  });

  it('shows the message of a field left empty on blur', async () => {
    const user = userEvent.setup();
    renderPage(<Register />, at);
    await user.click(fields().email);
    await user.tab();
    expect(screen.getByText(messages.validEmail)).toBeInTheDocument();
  });

  it('says "* You must agree to terms." when the terms box is unticked again', async () => {
    const user = userEvent.setup();
    renderPage(<Register />, at);
    const { terms } = fields();
    await user.click(terms);
    expect(screen.queryByText(messages.agreeToTerms)).not.toBeInTheDocument();
    await user.click(terms);
    expect(screen.getByText(messages.agreeToTerms)).toBeInTheDocument();
  });

  it('enables Register only when every field is filled and none has an error', async () => {
    const user = userEvent.setup();
    renderPage(<Register />, at);
    expect(fields().submit).toBeDisabled();
    const form = await fillValidForm(user);
    expect(form.submit).toBeEnabled();
    await user.type(form.firstName, '3');
    expect(form.submit).toBeDisabled();
    await user.type(form.firstName, '{Backspace}');
    expect(form.submit).toBeEnabled();
    await user.click(form.terms);
    expect(form.submit).toBeDisabled();
  });

  it('lets the user show and hide the password', async () => {
    const user = userEvent.setup();
    renderPage(<Register />, at);
    const { password } = fields();
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
  });

  it('signs up with the contract payload, then goes to /verify-email carrying the email', async () => {
    const { bodies } = fakeApi({
      ...authConfig(),
      'POST /auth/signup': {
        status: 201,
        body: { success: true, message: 'Registration successful! Please verify your email.' },
      },
    });
    const user = userEvent.setup();
    renderPage(<Register />, at);
    const { submit } = await fillValidForm(user);
    await user.click(submit);

    expect(await screen.findByText('Now at /verify-email?email=ada%40example.com')).toBeInTheDocument();
    expect(screen.getByText('Carried {"email":"ada@example.com"}')).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'toast' })).toHaveTextContent(`success: ${messages.verifyYourEmail}`);
    expect(withoutConfig(bodies)).toEqual([
      {
        method: 'POST',
        path: '/api/auth/signup',
        body: {
          firstName: 'Ada Mary',
          lastName: 'Lovelace',
          email: 'ada@example.com',
          password: 'Secret1!x',
          agreed: true,
          role: 'user',
        },
      },
    ]);
  });

  it('shows the server message in a toast and lets the user try again', async () => {
    fakeApi({
      ...authConfig(),
      'POST /auth/signup': {
        status: 409,
        body: { success: false, message: 'An account with this email already exists.' },
      },
    });
    const user = userEvent.setup();
    renderPage(<Register />, at);
    const { submit } = await fillValidForm(user);
    await user.click(submit);

    expect(await screen.findByText('error: An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: messages.registerTitle })).toBeInTheDocument();
    expect(submit).toBeEnabled();
  });

  it('says Google sign-in is not configured instead of doing nothing', async () => {
    const user = userEvent.setup();
    renderPage(<Register />, at);
    await user.click(screen.getByRole('button', { name: messages.googleRegister }));
    expect(screen.getByRole('status', { name: 'toast' })).toHaveTextContent(`info: ${messages.googleNotConfigured}`);
  });
});
