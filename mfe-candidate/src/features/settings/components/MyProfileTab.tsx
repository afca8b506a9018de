import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input } from 'antd';
import { errorMessage, type User } from '@portal/shared';
import { phoneForDisplay, profileDetailsRequest } from '@portal/shared/contracts';
import { messages } from '../../../texts';
import { saveProfileDetails } from '../api/settings';
import { ProfilePhoto } from './ProfilePhoto';

type Details = { firstName: string; lastName: string; phoneNumber: string };

/** Basic Information, the photo and Personal Details (candidates also see their job search fields). */
export function MyProfileTab({ user }: { user: User }) {
  const [form] = Form.useForm<Details>();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const isCandidate = user.role === 'user';
  const list = (values: string[]) => values.filter(Boolean).join(', ') || messages.notProvided;
  const { firstName, lastName } = user;
  // The number as it is written ('+61 412 345 678'); the server stores whatever is sent in E.164 again.
  const phoneNumber = user.phoneNumber ? phoneForDisplay(user.phoneNumber) : '';

  // The page reads the user again when it opens: the fields take what the server holds, unless already typed in.
  useEffect(() => {
    if (!form.isFieldsTouched()) form.setFieldsValue({ firstName, lastName, phoneNumber });
  }, [form, firstName, lastName, phoneNumber]);

  const save = async (details: Details) => {
    setOutcome(null);
    const parsed = profileDetailsRequest.safeParse(details);
    if (!parsed.success) {
      setOutcome({ kind: 'error', text: parsed.error.issues[0]?.message ?? messages.updateProfileFailed });
      return;
    }
    setBusy(true);
    try {
      const answer = await saveProfileDetails(details);
      setOutcome({ kind: 'success', text: answer.message ?? messages.profileUpdated });
    } catch (error) {
      setOutcome({ kind: 'error', text: await errorMessage(error, messages.updateProfileFailed) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div style={{ display: 'grid', gap: 16, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Card title={messages.basicInformation}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label={messages.fullName}>{`${user.firstName} ${user.lastName}`.trim()}</Descriptions.Item>
          <Descriptions.Item label={messages.emailLabel}>{user.email}</Descriptions.Item>
          {isCandidate ? (
            <>
              <Descriptions.Item label={messages.jobTitle}>{list(user.jobTitle)}</Descriptions.Item>
              <Descriptions.Item label={messages.experience}>
                {user.experienceLevel || messages.noExperience}
              </Descriptions.Item>
              <Descriptions.Item label={messages.preferredStates}>{list(user.workState)}</Descriptions.Item>
            </>
          ) : null}
        </Descriptions>
      </Card>
      <Card title={messages.profilePhoto}>
        <ProfilePhoto user={user} />
      </Card>
      <Card title={messages.personalDetails}>
        <Form<Details>
          form={form}
          layout="vertical"
          requiredMark
          initialValues={{ firstName, lastName, phoneNumber }}
          onFinish={(details) => void save(details)}
        >
          <Form.Item
            label={messages.firstName}
            name="firstName"
            rules={[{ required: true, whitespace: true, message: messages.requiredFields }]}
          >
            <Input autoComplete="given-name" />
          </Form.Item>
          <Form.Item
            label={messages.lastName}
            name="lastName"
            rules={[{ required: true, whitespace: true, message: messages.requiredFields }]}
          >
            <Input autoComplete="family-name" />
          </Form.Item>
          <Form.Item
            label={messages.phoneNumber}
            name="phoneNumber"
            rules={[{ required: true, message: messages.requiredFields }]}
            normalize={(value: string) => value.replace(/[^\d+]/g, '')}
          >
            <Input inputMode="numeric" autoComplete="tel" />
          </Form.Item>
          <Form.Item label={messages.emailAddress} required htmlFor="settings-email">
            <Input id="settings-email" value={user.email} readOnly aria-readonly="true" />
          </Form.Item>
          <Button type="primary" htmlType="submit" disabled={busy}>
            {busy ? messages.saving : messages.saveProfile}
          </Button>
        </Form>
        {outcome ? (
          <Alert type={outcome.kind} showIcon title={outcome.text} role="status" style={{ marginTop: 12 }} />
        ) : null}
      </Card>
    </div>
  );
}
