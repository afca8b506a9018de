import { useState } from 'react';
import { useBusyAction } from '../../../lib/use-busy-action';
import { AuthForm } from '../../../components/AuthForm';
import { EmailField } from './EmailField';
import { SubmitButton } from '../../../components/SubmitButton';

/** A shared `{ email }` contract (resendVerificationRequest, forgetPasswordRequest): its rules, its messages. */
type EmailRequest = {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: { email: string } }
    | { success: false; error: { issues: ReadonlyArray<{ message: string }> } };
};

type EmailFormProps = {
  request: EmailRequest;
  submitLabel: string;
  busyLabel: string;
  /** Gets the checked, normalised address; the button stays busy until it settles. */
  onSubmit: (payload: { email: string }) => Promise<void>;
};

/** The one-field form of /resend-verification and /forgetpassword: checked on submit, sent once at a time. */
export function EmailForm({ request, submitLabel, busyLabel, onSubmit }: EmailFormProps) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const { busy, run } = useBusyAction();

  async function submit() {
    const parsed = request.safeParse({ email });
    setError(parsed.success ? undefined : parsed.error.issues[0]?.message);
    if (parsed.success) await run(() => onSubmit(parsed.data));
  }

  return (
    <AuthForm onSubmit={submit}>
      <EmailField value={email} error={error} onChange={setEmail} />
      <SubmitButton label={submitLabel} busyLabel={busyLabel} busy={busy} />
    </AuthForm>
  );
}
