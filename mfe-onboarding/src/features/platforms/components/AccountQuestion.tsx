import { Radio } from 'antd';
import type { Platform } from '@portal/shared/contracts';
import { WizardProblem } from './WizardProblem';
import { messages } from '../../../texts';
import { fillMessage } from '@portal/shared/texts';

type AccountQuestionProps = {
  chosen: Platform[];
  hadAnAccount: boolean | null;
  problem?: string;
  onChange: (hadAnAccount: boolean) => void;
};

/** Wizard step 2: does the candidate already have an account on the chosen platforms? */
export function AccountQuestion({ chosen, hadAnAccount, problem, onChange }: AccountQuestionProps) {
  const question = fillMessage(messages.haveAccountQuestion, { platforms: chosen.join(', ') });
  return (
    <div>
      <p id="account-question">{question}</p>
      <Radio.Group
        aria-labelledby="account-question"
        value={hadAnAccount === null ? undefined : hadAnAccount}
        onChange={(event) => onChange(Boolean(event.target.value))}
        options={[
          { label: messages.yes, value: true },
          { label: messages.no, value: false },
        ]}
      />
      <WizardProblem problem={problem} />
    </div>
  );
}
