import { Card, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { fillMessage } from '@portal/shared/texts';
import type { CandidateDashboard } from '@portal/shared/contracts';
import { messages } from '../../../texts';

/** The current plan and the days left on it, or a way to choose one. */
export function PlanCard({ plan }: { plan: CandidateDashboard['plan'] }) {
  return (
    <Card title={messages.planCardTitle}>
      {plan ? (
        <div style={{ display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {fillMessage(messages.planName, { plan: plan.name })}
          </Typography.Text>
          <Typography.Text>
            {fillMessage(plan.daysLeft === 1 ? messages.planDayLeft : messages.planDaysLeft, { days: plan.daysLeft })}
          </Typography.Text>
          <Link to="/mysub">{messages.menuSubscription}</Link>
        </div>
      ) : (
        <div style={{ display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Typography.Text>{messages.noActivePlan}</Typography.Text>
          <Link to="/mysub">{messages.menuSubscription}</Link>
        </div>
      )}
    </Card>
  );
}
