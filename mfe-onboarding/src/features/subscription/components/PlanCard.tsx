import { Button, Card, Typography } from 'antd';
import type { SubscriptionPlan } from '@portal/shared/contracts';
import { messages } from '../../../texts';
import { fillMessage } from '@portal/shared/texts';

type PlanCardProps = { plan: SubscriptionPlan; busy: boolean; onChoose: (plan: SubscriptionPlan) => void };

/** One plan of the picker: price, what it includes, and its choose button. */
export function PlanCard({ plan, busy, onChoose }: PlanCardProps) {
  const per = plan.billing === 'weekly' ? messages.perWeek : messages.perMonth;
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ fontSize: 20, margin: 0 }}>
          {plan.planName}
        </Typography.Title>
      }
      style={{ height: '100%' }}
      styles={{ body: { display: 'flex', flexDirection: 'column', gap: 12, height: 'calc(100% - 58px)' } }}
    >
      <Typography.Text style={{ fontSize: 28, fontWeight: 600 }}>
        ${plan.price} <Typography.Text type="secondary">{per}</Typography.Text>
      </Typography.Text>
      <ul style={{ paddingInlineStart: 20, margin: 0, flex: 1 }}>
        {plan.trialDays > 0 ? <li>{fillMessage(messages.planTrialDays, { days: plan.trialDays })}</li> : null}
        <li>
          {plan.applicationLimit === null
            ? messages.planUnlimitedApplications
            : fillMessage(messages.planApplications, { count: plan.applicationLimit })}
        </li>
        <li>
          {fillMessage(plan.platformLimit === 1 ? messages.planOnePlatform : messages.planPlatforms, {
            count: plan.platformLimit,
          })}
        </li>
        {plan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <Button type="primary" block disabled={busy} onClick={() => onChoose(plan)}>
        {fillMessage(messages.choosePlan, { plan: plan.planName })}
      </Button>
    </Card>
  );
}
