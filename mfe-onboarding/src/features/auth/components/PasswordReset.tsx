import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Alert } from 'antd';
import { errorMessage } from '@portal/shared';
import { resetPasswordRequest } from '@portal/shared/contracts';
import { resetPassword } from '../api/auth';
import { AuthCard } from '../../../components/AuthCard';
import { AuthForm } from '../../../components/AuthForm';
import { CheckedInput } from '../../../components/CheckedInput';
import { SubmitButton } from '../../../components/SubmitButton';
import { notify } from '../../../lib/notify';
import { useBusyAction } from '../../../lib/use-busy-action';
import { useCheckedFields } from '../../../lib/use-checked-fields';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { messages } from '../../../texts';

const rules = { email: resetPasswordRequest.shape.email, password: resetPasswordRequest.shape.password };

/** /reset-password?token=…: the link from the reset e-mail; success goes to /login after 2 seconds (spec sections 2, 5, 8, 9). */
export function PasswordReset() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const delayedNavigate = useDelayedNavigate();
  const fields = useCheckedFields({ email: '', password: '' }, rules);
  const { busy, run } = useBusyAction();
  const [done, setDone] = useState(false);

  async function submit() {
    const parsed = resetPasswordRequest.safeParse({ ...fields.values, token });
    if (done || !parsed.success) return;
    await run(async () => {
      try {
        await resetPassword(parsed.data);
        notify('success', messages.passwordResetDone);
        setDone(true);
        delayedNavigate('/login');
      } catch (error) {
        notify('error', await errorMessage(error, messages.somethingWentWrong));
      }
    });
  }

  return (
    <AuthCard title={messages.resetTitle} footer={<Link to="/login">{messages.backToLogin}</Link>}>
      {token ? (
        <AuthForm onSubmit={submit}>
          <CheckedInput fields={fields} name="email" label={messages.emailLabel} autoComplete="email" type="email" />
          <CheckedInput
            fields={fields}
            name="password"
            label={messages.newPasswordLabel}
            autoComplete="new-password"
            type="password"
          />
          <SubmitButton
            label={messages.resetSubmit}
            busyLabel={messages.resetBusy}
            busy={busy}
            disabled={!fields.ready || done}
          />
        </AuthForm>
      ) : (
        <Alert type="error" role="alert" title={messages.resetTokenMissing} />
      )}
    </AuthCard>
  );
}
