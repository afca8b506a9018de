import { formatBritishDate, Panel } from '@portal/shared/ui';
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

/**
 * Applications this week and this month, against the quota running now in its period (Gold has none); before a plan
 * paid for starts no quota runs, and the card says when it will.
 */
export function QuotaCard({ dashboard }: { dashboard: CandidateDashboard }) {
  const { plan, quota, applications } = dashboard;
  const limitFor = (period: Period) => (quota && quota.period === period ? quota.limit : null);
  return (
    <Panel title={messages.applicationsCardTitle}>
      <div style={{ display: 'grid', gap: 12, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <PeriodFigure period="week" count={applications.week} limit={limitFor('week')} />
        <PeriodFigure period="month" count={applications.month} limit={limitFor('month')} />
        {quota === null && plan?.startsAt ? (
          <span>
            {fillMessage(messages.quotaNotStarted, {
              plan: plan.name,
              date: formatBritishDate(plan.startsAt, { utc: true }),
            })}
          </span>
        ) : null}
      </div>
    </Panel>
  );
}
