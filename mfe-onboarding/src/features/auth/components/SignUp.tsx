import { Link, useNavigate } from 'react-router-dom';
import { Checkbox, Divider } from 'antd';
import { errorMessage } from '@portal/shared';
import { signupRequest } from '@portal/shared/contracts';
import { signUp } from '../api/auth';
import { AuthCard } from '../../../components/AuthCard';
import { AuthForm } from '../../../components/AuthForm';
import { CheckedInput } from '../../../components/CheckedInput';
import { FormField } from '../../../components/FormField';
import { GoogleButton } from './GoogleButton';
import { SubmitButton } from '../../../components/SubmitButton';
import { notify } from '../../../lib/notify';
import { useBusyAction } from '../../../lib/use-busy-action';
import { useCheckedFields } from '../../../lib/use-checked-fields';
import { verifyEmailLocation } from '../utils/verify-email-location';
import { messages } from '../../../texts';

const rules = {
  firstName: signupRequest.shape.firstName,
  lastName: signupRequest.shape.lastName,
  email: signupRequest.shape.email,
  password: signupRequest.shape.password,
  agreed: signupRequest.shape.agreed,
};

/** /register: onboarding step 1 of 4 (spec sections 2 and 5). */
export function SignUp() {
  const navigate = useNavigate();
  const fields = useCheckedFields(
    { firstName: '', lastName: '', email: '', password: '', agreed: false as boolean },
    rules,
  );
  const { busy, run } = useBusyAction();

  async function submit() {
    const parsed = signupRequest.safeParse({ ...fields.values, role: 'user' });
    if (!parsed.success) return;
    await run(async () => {
      try {
        await signUp(parsed.data);
        notify('success', messages.verifyYourEmail);
        const { to, state } = verifyEmailLocation(parsed.data.email);
        navigate(to, { state });
      } catch (error) {
        notify('error', await errorMessage(error, messages.somethingWentWrong));
      }
    });
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
        <CheckedInput fields={fields} name="firstName" label={messages.firstNameLabel} autoComplete="given-name" />
        <CheckedInput fields={fields} name="lastName" label={messages.lastNameLabel} autoComplete="family-name" />
        <CheckedInput fields={fields} name="email" label={messages.emailLabel} autoComplete="email" type="email" />
        <CheckedInput
          fields={fields}
          name="password"
          label={messages.passwordLabel}
          autoComplete="new-password"
          type="password"
        />
        <FormField label={null} error={fields.errorOf('agreed')}>
          {(a11y) => (
            <Checkbox
              {...a11y}
              checked={fields.values.agreed}
              onChange={(event) => fields.change('agreed', event.target.checked)}
              onBlur={() => fields.touch('agreed')}
            >
              {messages.agreeToTermsLabel}
            </Checkbox>
          )}
        </FormField>
        <SubmitButton
          label={messages.registerSubmit}
          busyLabel={messages.registerBusy}
          busy={busy}
          disabled={!fields.ready}
        />
      </AuthForm>
      <Divider plain />
      <GoogleButton label={messages.googleRegister} mode="signup" />
    </AuthCard>
  );
}
