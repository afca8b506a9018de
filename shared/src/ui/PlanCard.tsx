import type { CSSProperties } from 'react';
import type { SubscriptionPlan } from '../contracts/plans';
import { fillMessage, sharedMessages } from '../texts';
import { portalColors } from './colors';

type PlanCardProps = {
  plan: SubscriptionPlan;
  /** While a choice is being sent, every card's button waits. */
  busy?: boolean;
  onChoose: (plan: SubscriptionPlan) => void;
};

const card: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
  height: '100%',
  boxSizing: 'border-box',
  padding: 24,
  border: '1px solid #d9d9d9',
  borderRadius: 8,
  background: '#fff',
};
const button: CSSProperties = {
  minHeight: 40,
  border: 0,
  borderRadius: 6,
  // The portal's primary colour: white text on it is 6.7:1 (antd's default blue #1677ff is 4.1:1, under WCAG AA).
  background: portalColors.primary,
  color: '#fff',
  fontSize: 16,
  cursor: 'pointer',
};

/**
 * One plan of a picker (spec sections 2 and 9): name, price, what it includes and its choose button. Plain markup,
 * so every app that shows plans (onboarding's /subscription, payments' /upgrade and Upgrade Plan) shows the same card.
 */
export function PlanCard({ plan, busy = false, onChoose }: PlanCardProps) {
  const per = plan.billing === 'weekly' ? sharedMessages.planPerWeek : sharedMessages.planPerMonth;
  const headingId = `plan-card-${plan._id}`;
  return (
    <section aria-labelledby={headingId} style={card} className="portal-plan-card">
      <h2 id={headingId} style={{ fontSize: 20, margin: 0 }}>
        {plan.planName}
      </h2>
      <p style={{ fontSize: 28, fontWeight: 600, margin: 0 }}>
        ${plan.price} <span style={{ fontSize: 16, fontWeight: 400, color: '#595959' }}>{per}</span>
      </p>
      <ul style={{ paddingInlineStart: 20, margin: 0, flex: 1 }}>
        {plan.trialDays > 0 ? <li>{fillMessage(sharedMessages.planTrialDays, { days: plan.trialDays })}</li> : null}
        <li>
          {plan.applicationLimit === null
            ? sharedMessages.planUnlimitedApplications
            : fillMessage(sharedMessages.planApplications, { count: plan.applicationLimit })}
        </li>
        <li>
          {fillMessage(plan.platformLimit === 1 ? sharedMessages.planOnePlatform : sharedMessages.planPlatforms, {
            count: plan.platformLimit,
          })}
        </li>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <button
        type="button"
        style={{ ...button, opacity: busy ? 0.6 : 1 }}
        disabled={busy}
        onClick={() => onChoose(plan)}
      >
        {fillMessage(sharedMessages.planChoose, { plan: plan.planName })}
      </button>
    </section>
  );
}
