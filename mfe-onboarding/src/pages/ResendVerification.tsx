import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Input } from 'antd';
import { httpStatus, messages, resendVerificationRequest } from '@portal/shared';
import { resendVerificationCode } from '../api/auth';
import { AuthCard } from '../components/AuthCard';
import { AuthForm } from '../components/AuthForm';
import { FormField } from '../components/FormField';
import { SubmitButton } from '../components/SubmitButton';
import { notify } from '../lib/notify';
import { ruleMessage } from '../lib/use-checked-fields';
import { verifyEmailLocation } from '../lib/verify-email-location';

/** /resend-verification: a new code, then on to /verify-email with the address (spec sections 2, 5 and 8). */
export default function ResendVerification() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [busy, setBusy] = useState(false);

  async function submit() {
    if (busy) return;
    const parsed = resendVerificationRequest.safeParse({ email });
    setEmailError(ruleMessage(resendVerificationRequest.shape.email, email) ?? undefined);
    if (!parsed.success) return;
    setBusy(true);
    try {
      await resendVerificationCode(parsed.data);
      notify('success', messages.resendSent);
      const { to, state } = verifyEmailLocation(parsed.data.email);
      navigate(to, { state });
    } catch (error) {
      notify('error', httpStatus(error) === 404 ? messages.resendEmailNotFound : messages.genericTryLater);
      setBusy(false);
    }
  }

  return (
    <AuthCard title={messages.resendTitle} footer={<Link to="/login">{messages.backToLogin}</Link>}>
      <AuthForm onSubmit={submit}>
        <FormField label={messages.emailLabel} error={emailError}>
          {(a11y) => (
            <Input {...a11y} type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          )}
        </FormField>
        <SubmitButton label={messages.resendSubmit} busyLabel={messages.resendBusy} busy={busy} />
      </AuthForm>
    </AuthCard>
  );
}
