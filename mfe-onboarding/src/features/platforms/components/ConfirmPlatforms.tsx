import { Descriptions } from 'antd';
import type { Platform } from '@portal/shared/contracts';
import type { LoginDetail } from './LoginDetails';
import { WizardProblem } from './WizardProblem';
import { messages } from '../../../texts';

type ConfirmPlatformsProps = {
  chosen: Platform[];
  details: Partial<Record<Platform, LoginDetail>>;
  problem?: string;
};

/** Wizard step 4: what will be handed over; the password is never shown back. */
export function ConfirmPlatforms({ chosen, details, problem }: ConfirmPlatformsProps) {
  return (
    <div>
      <p>{messages.confirmPlatformsIntro}</p>
      {chosen.map((platform) => (
        <Descriptions
          key={platform}
          title={platform}
          column={1}
          size="small"
          bordered
          style={{ marginBottom: 16 }}
          items={[
            { key: 'email', label: messages.emailLabel, children: details[platform]?.email ?? '' },
            { key: 'password', label: messages.passwordLabel, children: '••••••••' },
          ]}
        />
      ))}
      <WizardProblem problem={problem} />
    </div>
  );
}
