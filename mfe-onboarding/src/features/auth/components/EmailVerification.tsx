import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Button, Input, Typography } from 'antd';
import { errorMessage, sessionStore } from '@portal/shared';
import { emailVerificationRequest, resendVerificationRequest } from '@portal/shared/contracts';
import { resendVerificationCode, verifyEmail } from '../api/auth';
import { AuthCard } from '../../../components/AuthCard';
import { AuthForm } from '../../../components/AuthForm';
import { EmailField } from './EmailField';
import { FormField } from '../../../components/FormField';
import { SubmitButton } from '../../../components/SubmitButton';
import { notify } from '../../../lib/notify';
import { useBusyAction } from '../../../lib/use-busy-action';
import { ruleMessage } from '../../../lib/use-checked-fields';
import { useDelayedNavigate } from '../../../lib/use-delayed-navigate';
import { handedOverEmail } from '../utils/verify-email-location';
import { messages } from '../../../texts';
import { fillMessage } from '@portal/shared/texts';

/** /verify-email: the 6-digit code sent at sign-up (spec sections 2, 4, 5 and 8). */
export function EmailVerification() {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const handedOver = handedOverEmail(location.state, searchParams);
  // Opened directly, or with an address that is not one (an edited link): ask for it.
  const askForEmail = ruleMessage(emailVerificationRequest.shape.email, handedOver) !== null;
  const delayedNavigate = useDelayedNavigate();

  const [email, setEmail] = useState(handedOver);
  const [code, setCode] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [codeError, setCodeError] = useState<string>();
  const verifying = useBusyAction();
  const resending = useBusyAction();
  const [verified, setVerified] = useState(false);

  /** The address to verify, or null after showing why it is not one. */
  function checkedEmail(): string | null {
    const message = ruleMessage(emailVerificationRequest.shape.email, email);
    setEmailError(message ?? undefined);
    return message ? null : email;
  }

  async function submit() {
    const codeMessage = ruleMessage(emailVerificationRequest.shape.token, code);
    setCodeError(codeMessage ?? undefined);
    const address = checkedEmail();
    if (verified || codeMessage || address === null) return;
    const parsed = emailVerificationRequest.safeParse({ email: address, token: code });
    if (!parsed.success) return;
    await verifying.run(async () => {
      try {
        const { token, user } = await verifyEmail(parsed.data);
        sessionStore.getState().signIn(token, user);
        notify('success', messages.emailVerified);
        setVerified(true);
        delayedNavigate(user.role === 'superAdmin' ? '/dashboard' : '/verified');
      } catch (error) {
        notify('error', await errorMessage(error, messages.verificationFailed));
      }
    });
  }

  async function resend() {
    const address = checkedEmail();
    if (address === null) return;
    const parsed = resendVerificationRequest.safeParse({ email: address });
    if (!parsed.success) return;
    await resending.run(async () => {
      try {
        await resendVerificationCode(parsed.data);
        notify('success', messages.resendSent);
      } catch {
        notify('error', messages.resendFailed);
      }
    });
  }

  return (
    <AuthCard
      title={messages.verifyTitle}
      intro={askForEmail ? messages.verifyCodeIntro : fillMessage(messages.verifyCodeSentTo, { email: handedOver })}
      footer={
        <Typography.Text>
          {messages.codeNotReceived}{' '}
          <Button type="link" onClick={resend} disabled={resending.busy} style={{ padding: 0 }}>
            {resending.busy ? messages.resendBusy : messages.resendCode}
          </Button>
        </Typography.Text>
      }
    >
      <AuthForm onSubmit={submit}>
        {askForEmail ? <EmailField value={email} error={emailError} onChange={setEmail} /> : null}
        <FormField label={messages.verificationCodeLabel} error={codeError}>
          {(a11y) => (
            <Input
              {...a11y}
              inputMode="numeric"
              autoComplete="one-time-code"
              value={code}
              // Digits only, six at most: a pasted '123 456' becomes '123456'.
              onChange={(event) => setCode(event.target.value.replace(/\D/g, '').slice(0, 6))}
            />
          )}
        </FormField>
        <SubmitButton
          label={messages.verifySubmit}
          busyLabel={messages.verifyBusy}
          busy={verifying.busy}
          disabled={verified}
        />
      </AuthForm>
    </AuthCard>
  );
}
