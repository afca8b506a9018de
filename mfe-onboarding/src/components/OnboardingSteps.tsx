import { Steps, Typography } from 'antd';
import { ONBOARDING_STEP_COUNT } from '@portal/shared/onboarding';
import { messages } from '../texts';
import { fillMessage } from '@portal/shared/texts';

const stepTitles = [
  messages.onboardingStepRegister,
  messages.onboardingStepProfile,
  messages.onboardingStepDocuments,
  messages.onboardingStepPlan,
];

/** 'Step n of 4' with the four onboarding steps (spec sections 2 and 9); `current` counts from 1. */
export function OnboardingSteps({ current }: { current: number }) {
  const label = fillMessage(messages.onboardingStep, { step: current, total: ONBOARDING_STEP_COUNT });
  return (
    <nav aria-label={messages.onboardingProgress}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Steps
        size="small"
        titlePlacement="vertical"
        responsive={false}
        current={current - 1}
        items={stepTitles.slice(0, ONBOARDING_STEP_COUNT).map((title) => ({ title }))}
        style={{ marginTop: 8 }}
      />
    </nav>
  );
}
