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
        // antd breaks a title anywhere (word-break: break-word): at 360 px 'Documents' became 'Documen' / 'ts'.
        // Titles wrap between words, a little smaller on a phone so the longest word fits its quarter (320 px up).
        styles={{ itemTitle: { wordBreak: 'normal', fontSize: 'clamp(12px, 3.5vw, 14px)' } }}
        style={{ marginTop: 8 }}
      />
    </nav>
  );
}
