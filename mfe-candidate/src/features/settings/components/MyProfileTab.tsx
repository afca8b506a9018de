import { useEffect, useState } from 'react';
import { Alert, Button, Card, Descriptions, Form, Input } from 'antd';
import type { Rule } from 'antd/es/form';
import { errorMessage, type User } from '@portal/shared';
import { phoneForDisplay, profileDetailsRequest } from '@portal/shared/contracts';
import { personNameMax } from '@portal/shared/limits';
import { messages } from '../../../texts';
import { saveProfileDetails } from '../api/settings';
import { ProfilePhoto } from './ProfilePhoto';
import { busyButton } from '@portal/shared/ui';

type Details = { firstName: string; lastName: string; phoneNumber: string };
type FieldContract = (typeof profileDetailsRequest.shape)[keyof Details];

/**
 * A field's rules: empty is the form's required text, then the contract's own rule for that field, its message under
 * the field; antd checks again as the value changes, so a message shows only while it applies.
 */
const fieldRules = (contract: FieldContract): Rule[] => [
  { required: true, whitespace: true, message: messages.requiredFields },
  {
    validator: async (_rule, value: unknown) => {
      const checked = contract.safeParse(value);
      if (!checked.success) throw new Error(checked.error.issues[0]?.message ?? messages.updateProfileFailed);
    },
  },
];
const rulesOf = {
  firstName: fieldRules(profileDetailsRequest.shape.firstName),
  lastName: fieldRules(profileDetailsRequest.shape.lastName),
  phoneNumber: fieldRules(profileDetailsRequest.shape.phoneNumber),
};

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
          // A refused save puts the focus on the first field to mend: its label and message are read out.
          scrollToFirstError={{ focus: true, block: 'center' }}
          initialValues={{ firstName, lastName, phoneNumber }}
          onFinish={(details) => void save(details)}
          // The last save's answer is about the values it sent: once they change it no longer applies.
          onValuesChange={() => setOutcome(null)}
        >
          <Form.Item label={messages.firstName} name="firstName" rules={rulesOf.firstName} validateFirst>
            <Input autoComplete="given-name" maxLength={personNameMax} />
          </Form.Item>
          <Form.Item label={messages.lastName} name="lastName" rules={rulesOf.lastName} validateFirst>
            <Input autoComplete="family-name" maxLength={personNameMax} />
          </Form.Item>
          <Form.Item
            label={messages.phoneNumber}
            name="phoneNumber"
            rules={rulesOf.phoneNumber}
            validateFirst
            normalize={(value: string) => value.replace(/[^\d+]/g, '')}
          >
            <Input inputMode="numeric" autoComplete="tel" />
          </Form.Item>
          <Form.Item label={messages.emailAddress} required htmlFor="settings-email">
            <Input id="settings-email" value={user.email} readOnly aria-readonly="true" />
          </Form.Item>
          <Button type="primary" htmlType="submit" {...busyButton(busy)}>
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
