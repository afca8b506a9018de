import { Input, Typography } from 'antd';
import type { Platform } from '@portal/shared/contracts';
import { FormField } from '../../../components/FormField';
import { WizardProblem } from './WizardProblem';
import { messages } from '../../../texts';
import { fillMessage } from '@portal/shared/texts';

export type LoginDetail = { email: string; password: string };

type LoginDetailsProps = {
  chosen: Platform[];
  details: Partial<Record<Platform, LoginDetail>>;
  problem?: string;
  onChange: (platform: Platform, detail: LoginDetail) => void;
};

/** Wizard step 3 with an account: the login details of each chosen platform, both required. */
export function LoginDetails({ chosen, details, problem, onChange }: LoginDetailsProps) {
  return (
    <div>
      <WizardProblem problem={problem} at="start" />
      {chosen.map((platform) => {
        const detail = details[platform] ?? { email: '', password: '' };
        return (
          <fieldset key={platform} style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
            <legend style={{ padding: 0 }}>
              <Typography.Title level={2} style={{ fontSize: 18 }}>
                {fillMessage(messages.platformLoginHeading, { platform })}
              </Typography.Title>
            </legend>
            <FormField label={fillMessage(messages.platformEmailLabel, { platform })}>
              {(a11y) => (
                <Input
                  {...a11y}
                  type="email"
                  autoComplete="off"
                  value={detail.email}
                  onChange={(event) => onChange(platform, { ...detail, email: event.target.value })}
                />
              )}
            </FormField>
            <FormField label={fillMessage(messages.platformPasswordLabel, { platform })}>
              {(a11y) => (
                <Input.Password
                  {...a11y}
                  autoComplete="new-password"
                  value={detail.password}
                  onChange={(event) => onChange(platform, { ...detail, password: event.target.value })}
                />
              )}
            </FormField>
          </fieldset>
        );
      })}
    </div>
  );
}
