import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Checkbox, Divider, Flex, Input } from 'antd';
import { errorMessage } from '@portal/shared';
import { signinRequest } from '@portal/shared/contracts';
import { signIn } from '../api/auth';
import { AuthCard } from '../../../components/AuthCard';
import { AuthForm } from '../../../components/AuthForm';
import { EmailField } from './EmailField';
import { FormField } from '../../../components/FormField';
import { GoogleButton } from './GoogleButton';
import { SubmitButton } from '../../../components/SubmitButton';
import { notify } from '../../../lib/notify';
import { useBusyAction } from '../../../lib/use-busy-action';
import { useFinishSignIn } from '../hooks/use-finish-sign-in';
import { messages } from '../../../texts';

/** /login: on success the first incomplete onboarding step decides where to go (spec sections 2, 4, 5 and 8). */
export function SignIn() {
  const finishSignIn = useFinishSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [missing, setMissing] = useState(false);
  const { busy, run } = useBusyAction();

  async function submit() {
    const parsed = signinRequest.safeParse({ email, password, rememberMe });
    setMissing(!parsed.success);
    if (!parsed.success) return;
    await run(async () => {
      try {
        finishSignIn(await signIn(parsed.data));
      } catch (error) {
        notify('error', await errorMessage(error, messages.somethingWentWrong));
      }
    });
  }

  return (
    <AuthCard
      title={messages.loginTitle}
      footer={
        <Flex vertical gap={8}>
          <span>
            {messages.noAccount} <Link to="/register">{messages.signUpLink}</Link>
          </span>
          <Link to="/resend-verification">{messages.needVerificationCode}</Link>
        </Flex>
      }
    >
      <AuthForm onSubmit={submit}>
        {missing ? (
          <Alert type="error" role="alert" title={messages.loginRequired} style={{ marginBottom: 16 }} />
        ) : null}
        <EmailField value={email} onChange={setEmail} />
        <FormField label={messages.passwordLabel}>
          {(a11y) => (
            <Input.Password
              {...a11y}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          )}
        </FormField>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Checkbox checked={rememberMe} onChange={(event) => setRememberMe(event.target.checked)}>
            {messages.rememberMe}
          </Checkbox>
          <Link to="/forgetpassword">{messages.forgotPasswordLink}</Link>
        </Flex>
        <SubmitButton label={messages.loginSubmit} busyLabel={messages.signInBusy} busy={busy} />
      </AuthForm>
      <Divider plain />
      <GoogleButton label={messages.googleSignIn} mode="signin" rememberMe={rememberMe} />
    </AuthCard>
  );
}
