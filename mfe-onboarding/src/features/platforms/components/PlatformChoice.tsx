import { Checkbox } from 'antd';
import { platforms, type Platform } from '@portal/shared/contracts';
import { WizardProblem } from './WizardProblem';
import { messages } from '../../../texts';

type PlatformChoiceProps = {
  chosen: Platform[];
  /** Why the last tick was refused, or why the choice cannot go on. */
  problem?: string;
  onChange: (chosen: Platform[]) => void;
};

/** Wizard step 1: the platforms to hand over (Seek, Indeed, Jora, LinkedIn, Glassdoor). */
export function PlatformChoice({ chosen, problem, onChange }: PlatformChoiceProps) {
  return (
    <div role="group" aria-labelledby="platform-choice-label">
      <p id="platform-choice-label">{messages.choosePlatformsIntro}</p>
      <Checkbox.Group
        value={chosen}
        onChange={(next) => onChange(next)}
        options={platforms.map((platform) => ({ label: platform, value: platform }))}
        style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(130px, 1fr))', gap: 8 }}
      />
      <WizardProblem problem={problem} />
    </div>
  );
}
