import { Panel } from '@portal/shared/ui';
import { fillMessage } from '@portal/shared/texts';
import type { CandidateDashboard } from '@portal/shared/contracts';
import { messages } from '../../../texts';
import './dashboard.css';

type Period = 'week' | 'month';

/** One period's applications, against the plan's quota when the plan counts in that period ('7 of 10 this week'). */
function PeriodFigure({ period, count, limit }: { period: Period; count: number; limit: number | null }) {
  const text =
    limit === null
      ? fillMessage(period === 'week' ? messages.applicationsThisWeek : messages.applicationsThisMonth, { count })
      : fillMessage(period === 'week' ? messages.quotaThisWeek : messages.quotaThisMonth, { count, limit });
  const percent = limit === null ? 0 : Math.min(100, Math.round((count / Math.max(limit, 1)) * 100));
  return (
    <div>
      <span className="candidate-dashboard__strong">{text}</span>
      {limit !== null ? (
        <div
          className="candidate-dashboard__bar"
          role="progressbar"
          aria-label={text}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <span style={{ width: `${percent}%` }} />
        </div>
      ) : null}
    </div>
  );
}

/** Applications this week and this month; the plan's quota applies to its billing period (Gold has none). */
export function QuotaCard({ dashboard }: { dashboard: CandidateDashboard }) {
  const { plan, applications } = dashboard;
  const limitFor = (period: Period) =>
    plan && plan.applicationLimit !== null && (plan.billing === 'weekly') === (period === 'week')
      ? plan.applicationLimit
      : null;
  return (
    <Panel title={messages.applicationsCardTitle}>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <PeriodFigure period="week" count={applications.week} limit={limitFor('week')} />
        <PeriodFigure period="month" count={applications.month} limit={limitFor('month')} />
      </div>
    </Panel>
  );
}
