import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Input } from 'antd';
import { errorMessage, forgetPasswordRequest, messages } from '@portal/shared';
import { forgetPassword } from '../api/auth';
import { AuthCard } from '../components/AuthCard';
import { AuthForm } from '../components/AuthForm';
import { FormField } from '../components/FormField';
import { SubmitButton } from '../components/SubmitButton';
import { notify } from '../lib/notify';
import { ruleMessage } from '../lib/use-checked-fields';

/** /forgetpassword: mails a link to /reset-password (spec sections 2 and 8). */
export default function ForgetPassword() {
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (busy) return;
    const parsed = forgetPasswordRequest.safeParse({ email });
    setEmailError(ruleMessage(forgetPasswordRequest.shape.email, email) ?? undefined);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await forgetPassword(parsed.data);
      notify('success', messages.resetEmailSent);
    } catch (error) {
      notify('error', await errorMessage(error, messages.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={messages.forgetTitle} intro={messages.forgetIntro} footer={<Link to="/login">{messages.backToLogin}</Link>}>
      <AuthForm onSubmit={submit}>
        <FormField label={messages.emailLabel} error={emailError}>
          {(a11y) => (
            <Input {...a11y} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          )}
        </FormField>
        <SubmitButton label={messages.sendResetLink} busyLabel={messages.sendResetLinkBusy} busy={busy} />
      </AuthForm>
    </AuthCard>
  );
}
