import { Checkbox } from 'antd';
import type { Platform } from '@portal/shared/contracts';
import { WizardProblem } from './WizardProblem';
import { messages } from '../../../texts';
import { fillMessage } from '@portal/shared/texts';

type AccountConsentProps = {
  chosen: Platform[];
  agreed: boolean;
  problem?: string;
  onChange: (agreed: boolean) => void;
};

/** Wizard step 3 without an account: consent for us to create it. */
export function AccountConsent({ chosen, agreed, problem, onChange }: AccountConsentProps) {
  return (
    <div>
      <p>{fillMessage(messages.createAccountIntro, { platforms: chosen.join(', ') })}</p>
      <Checkbox checked={agreed} onChange={(event) => onChange(event.target.checked)}>
        {messages.createAccountConsent}
      </Checkbox>
      <WizardProblem problem={problem} />
    </div>
  );
}
