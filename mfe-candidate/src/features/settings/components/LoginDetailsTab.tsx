import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Space, Typography } from 'antd';
import { errorMessage, type User } from '@portal/shared';
import { changePasswordRequest, emailSchema, verificationCodeSchema } from '@portal/shared/contracts';
import { fieldMessageInSentence } from '@portal/shared/texts';
import { messages } from '../../../texts';
import { changePassword, confirmEmailChange, startEmailChange } from '../api/settings';
import { busyButton } from '@portal/shared/ui';

type Outcome = { kind: 'success' | 'error'; text: string } | null;

function OutcomeLine({ outcome }: { outcome: Outcome }) {
  return outcome ? <Alert type={outcome.kind} showIcon title={outcome.text} role="status" /> : null;
}

/** The e-mail (with its tick), changed by a code sent to the new address; the current password starts the change. */
function EmailSection({ user }: { user: User }) {
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const run = async (work: () => Promise<string>, fallback: string) => {
    setBusy(true);
    setOutcome(null);
    try {
      setOutcome({ kind: 'success', text: await work() });
    } catch (error) {
      setOutcome({ kind: 'error', text: await errorMessage(error, fallback) });
    } finally {
      setBusy(false);
    }
  };

  const sendCode = () => {
    const parsed = emailSchema.safeParse(newEmail);
    if (!parsed.success) return setOutcome({ kind: 'error', text: messages.validEmail });
    if (!password) return setOutcome({ kind: 'error', text: messages.currentPasswordRequired });
    void run(async () => {
      const answer = await startEmailChange({ newEmail: parsed.data, password });
      setPassword('');
      setCodeSent(true);
      return answer.message;
    }, messages.emailChangeFailed);
  };
  const confirm = () => {
    const parsed = verificationCodeSchema.safeParse(code);
    if (!parsed.success) return setOutcome({ kind: 'error', text: parsed.error.issues[0]!.message });
    void run(async () => {
      const answer = await confirmEmailChange({ code: parsed.data });
      setCodeSent(false);
      setNewEmail('');
      setCode('');
      return answer.message ?? messages.emailChanged;
    }, messages.emailChangeFailed);
  };

  return (
    <Card title={messages.emailAddress}>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        {user.email ? (
          <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
            {user.email}{' '}
            {user.emailVerified ? (
              <span role="img" aria-label={messages.emailVerifiedTick} style={{ color: '#237804' }}>
                ✓
              </span>
            ) : null}
          </Typography.Text>
        ) : (
          <Typography.Text>{messages.noEmailAvailable}</Typography.Text>
        )}
        <div style={{ display: 'grid', gap: 8, width: '100%', maxWidth: 480 }}>
          <Input
            type="email"
            value={newEmail}
            onChange={(event) => setNewEmail(event.target.value)}
            placeholder={messages.newEmailPlaceholder}
            aria-label={messages.newEmailPlaceholder}
            autoComplete="email"
          />
          <Space.Compact style={{ width: '100%' }}>
            <Input.Password
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              placeholder={messages.currentPasswordLabel}
              aria-label={messages.currentPasswordLabel}
              autoComplete="current-password"
            />
            <Button onClick={sendCode} {...busyButton(busy)}>
              {messages.updateEmail}
            </Button>
          </Space.Compact>
        </div>
        {codeSent ? (
          <Space.Compact style={{ width: '100%', maxWidth: 480 }}>
            <Input
              value={code}
              onChange={(event) => setCode(event.target.value)}
              inputMode="numeric"
              maxLength={6}
              placeholder={messages.emailCodePlaceholder}
              aria-label={messages.emailCodePlaceholder}
              autoComplete="one-time-code"
            />
            <Button type="primary" onClick={confirm} {...busyButton(busy)}>
              {messages.confirmEmail}
            </Button>
          </Space.Compact>
        ) : null}
        <OutcomeLine outcome={outcome} />
      </div>
    </Card>
  );
}

type PasswordFields = { oldPassword: string; newPassword: string };

/** 'Failed to change password.' and the reason, the sign-up rule's field marker dropped mid-sentence. */
const passwordChangeFailed = (reason: string) =>
  reason ? `${messages.passwordChangeFailed} ${fieldMessageInSentence(reason)}` : messages.passwordChangeFailed;

/** Old and new password, shown or hidden; every other session ends when it changes. */
function PasswordSection() {
  const [form] = Form.useForm<PasswordFields>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (fields: PasswordFields) => {
    setOutcome(null);
    const parsed = changePasswordRequest.safeParse(fields);
    if (!parsed.success) {
      setOutcome({ kind: 'error', text: passwordChangeFailed(parsed.error.issues[0]?.message ?? '') });
      return;
    }
    setBusy(true);
    try {
      await changePassword(parsed.data);
      form.resetFields();
      setOutcome({ kind: 'success', text: messages.passwordChanged });
    } catch (error) {
      const reason = await errorMessage(error, '');
      setOutcome({ kind: 'error', text: passwordChangeFailed(reason) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card title={messages.newPasswordTitle}>
      <Form<PasswordFields> form={form} layout="vertical" onFinish={(fields) => void submit(fields)}>
        <Form.Item label={messages.oldPassword} name="oldPassword">
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <Form.Item label={messages.newPassword} name="newPassword" extra={messages.passwordMinimumHint}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" {...busyButton(busy)}>
          {busy ? messages.updating : messages.changePassword}
        </Button>
      </Form>
      <div style={{ marginTop: 12 }}>
        <OutcomeLine outcome={outcome} />
      </div>
    </Card>
  );
}

export function LoginDetailsTab({ user }: { user: User }) {
  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <EmailSection user={user} />
      <PasswordSection />
    </div>
  );
}
