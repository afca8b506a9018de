import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert, Input } from 'antd';
import { errorMessage, messages, resetPasswordRequest } from '@portal/shared';
import { resetPassword } from '../api/auth';
import { AuthCard } from '../components/AuthCard';
import { AuthForm } from '../components/AuthForm';
import { FormField } from '../components/FormField';
import { SubmitButton } from '../components/SubmitButton';
import { notify } from '../lib/notify';
import { useCheckedFields } from '../lib/use-checked-fields';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';

const rules = { email: resetPasswordRequest.shape.email, password: resetPasswordRequest.shape.password };

/** /reset-password?token=…: the link from the reset e-mail; success goes to /login after 2 seconds (spec sections 2, 5, 8, 9). */
export default function ResetPassword() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const delayedNavigate = useDelayedNavigate();
  const { values, change, touch, errorOf, ready } = useCheckedFields({ email: '', password: '' }, rules);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  async function submit() {
    const parsed = resetPasswordRequest.safeParse({ ...values, token });
    if (busy || done || !parsed.success) return;
    setBusy(true);
    try {
      await resetPassword(parsed.data);
      notify('success', messages.passwordResetDone);
      setDone(true);
      delayedNavigate('/login');
    } catch (error) {
      notify('error', await errorMessage(error, messages.somethingWentWrong));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AuthCard title={messages.resetTitle} footer={<Link to="/login">{messages.backToLogin}</Link>}>
      {token ? (
        <AuthForm onSubmit={submit}>
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
          <FormField label={messages.newPasswordLabel} error={errorOf('password')}>
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
          <SubmitButton label={messages.resetSubmit} busyLabel={messages.resetBusy} busy={busy} disabled={!ready || done} />
        </AuthForm>
      ) : (
        <Alert type="error" role="alert" title={messages.resetTokenMissing} />
      )}
    </AuthCard>
  );
}
