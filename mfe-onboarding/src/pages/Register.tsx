import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Checkbox, Divider, Input } from 'antd';
import { errorMessage, messages, signupRequest } from '@portal/shared';
import { signUp } from '../api/auth';
import { AuthCard } from '../components/AuthCard';
import { AuthForm } from '../components/AuthForm';
import { FormField } from '../components/FormField';
import { GoogleButton } from '../components/GoogleButton';
import { SubmitButton } from '../components/SubmitButton';
import { notify } from '../lib/notify';
import { useCheckedFields } from '../lib/use-checked-fields';
import { verifyEmailLocation } from '../lib/verify-email-location';

const rules = {
  firstName: signupRequest.shape.firstName,
  lastName: signupRequest.shape.lastName,
  email: signupRequest.shape.email,
  password: signupRequest.shape.password,
  agreed: signupRequest.shape.agreed,
};

/** /register: onboarding step 1 of 4 (spec sections 2 and 5). */
export default function Register() {
  const navigate = useNavigate();
  const { values, change, touch, errorOf, ready } = useCheckedFields(
    { firstName: '', lastName: '', email: '', password: '', agreed: false as boolean },
    rules,
  );
  const [busy, setBusy] = useState(false);

  async function submit() {
    const parsed = signupRequest.safeParse({ ...values, role: 'user' });
    if (busy || !parsed.success) return;
    setBusy(true);
    try {
      await signUp(parsed.data);
      notify('success', messages.verifyYourEmail);
      const { to, state } = verifyEmailLocation(parsed.data.email);
      navigate(to, { state });
    } catch (error) {
      notify('error', await errorMessage(error, messages.somethingWentWrong));
      setBusy(false);
    }
  }

  return (
    <AuthCard
      title={messages.registerTitle}
      step={1}
      footer={
        <>
          {messages.haveAccount} <Link to="/login">{messages.signIn}</Link>
        </>
      }
    >
      <AuthForm onSubmit={submit}>
        <FormField label={messages.firstNameLabel} error={errorOf('firstName')}>
          {(a11y) => (
            <Input
              {...a11y}
              autoComplete="given-name"
              value={values.firstName}
              onChange={(event) => change('firstName', event.target.value)}
              onBlur={() => touch('firstName')}
            />
          )}
        </FormField>
        <FormField label={messages.lastNameLabel} error={errorOf('lastName')}>
          {(a11y) => (
            <Input
              {...a11y}
              autoComplete="family-name"
              value={values.lastName}
              onChange={(event) => change('lastName', event.target.value)}
              onBlur={() => touch('lastName')}
            />
          )}
        </FormField>
        <FormField label={messages.emailLabel} error={errorOf('email')}>
          {(a11y) => (
            <Input
              {...a11y}
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => change('email', event.target.value)}
              onBlur={() => touch('email')}
            />
          )}
        </FormField>
        <FormField label={messages.passwordLabel} error={errorOf('password')}>
          {(a11y) => (
            <Input.Password
              {...a11y}
              autoComplete="new-password"
              value={values.password}
              onChange={(event) => change('password', event.target.value)}
              onBlur={() => touch('password')}
            />
          )}
        </FormField>
        <FormField label={null} error={errorOf('agreed')}>
          {(a11y) => (
            <Checkbox
              {...a11y}
              checked={values.agreed}
              onChange={(event) => change('agreed', event.target.checked)}
              onBlur={() => touch('agreed')}
            >
              {messages.agreeToTermsLabel}
            </Checkbox>
          )}
        </FormField>
        <SubmitButton label={messages.registerSubmit} busyLabel={messages.registerBusy} busy={busy} disabled={!ready} />
      </AuthForm>
      <Divider plain />
      <GoogleButton label={messages.googleRegister} />
    </AuthCard>
  );
}
