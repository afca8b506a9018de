import { Link } from 'react-router-dom';
import { Panel } from '@portal/shared/ui';
import { fillMessage } from '@portal/shared/texts';
import type { CandidateDashboard } from '@portal/shared/contracts';
import { messages } from '../../../texts';
import './dashboard.css';

/** The current plan and the days left on it, or a way to choose one. */
export function PlanCard({ plan }: { plan: CandidateDashboard['plan'] }) {
  return (
    <Panel title={messages.planCardTitle}>
      <div className="candidate-dashboard__figure">
        {plan ? (
          <>
            <span className="candidate-dashboard__strong">{fillMessage(messages.planName, { plan: plan.name })}</span>
            <span>
              {fillMessage(plan.daysLeft === 1 ? messages.planDayLeft : messages.planDaysLeft, {
                days: plan.daysLeft,
              })}
            </span>
          </>
        ) : (
          <span>{messages.noActivePlan}</span>
        )}
        <Link to="/mysub">{messages.menuSubscription}</Link>
      </div>
    </Panel>
  );
}
