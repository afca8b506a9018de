import { Link } from 'react-router-dom';
import { formatBritishDate, Panel } from '@portal/shared/ui';
import { fillMessage } from '@portal/shared/texts';
import type { CandidateDashboard } from '@portal/shared/contracts';
import { messages } from '../../../texts';
import './dashboard.css';

type Plan = NonNullable<CandidateDashboard['plan']>;

/** A running plan's days left, or the day a plan paid for but not yet started starts (a UTC billing day). */
function planTime(plan: Plan) {
  if (plan.startsAt !== null)
    return fillMessage(messages.planStartsOn, { date: formatBritishDate(plan.startsAt, { utc: true }) });
  const days = plan.daysLeft ?? 0;
  return fillMessage(days === 1 ? messages.planDayLeft : messages.planDaysLeft, { days });
}

/** The current plan and the days left on it (or the day it starts), or a way to choose one. */
export function PlanCard({ plan }: { plan: CandidateDashboard['plan'] }) {
  return (
    <Panel title={messages.planCardTitle}>
      <div className="candidate-dashboard__figure">
        {plan ? (
          <>
            <span className="candidate-dashboard__strong">{fillMessage(messages.planName, { plan: plan.name })}</span>
            <span>{planTime(plan)}</span>
          </>
        ) : (
          <span>{messages.noActivePlan}</span>
        )}
        <Link to="/mysub">{messages.menuSubscription}</Link>
      </div>
    </Panel>
  );
}
