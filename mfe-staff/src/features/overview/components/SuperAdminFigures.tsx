import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatAmount } from '@portal/shared/money';
import { Panel } from '@portal/shared/ui';
import { LoadFailure } from '../../../components/LoadFailure';
import { useOverview } from '../api/overview';
import { overviewTexts as texts } from '../texts';
import './figures.css';
import { planNames } from '@portal/shared/plan-names';

function Figure({ title, value, link, to }: { title: string; value: ReactNode; link: string; to: string }) {
  return (
    <div className="sa-figures__figure">
      <h3 className="sa-figures__title">{title}</h3>
      <div className="sa-figures__value">{value}</div>
      <Link to={to}>{link}</Link>
    </div>
  );
}

/** The super admin's dashboard figures (issue 16), each with a link to its list. */
export function SuperAdminFigures() {
  const { data, error, isLoading, mutate } = useOverview();
  const figures = data?.data;
  if (error && !figures) return <LoadFailure onRetry={() => void mutate()} />;
  const value = (render: (ready: NonNullable<typeof figures>) => ReactNode) =>
    figures ? render(figures) : isLoading ? texts.loading : '–';
  return (
    <Panel title={texts.title}>
      <div className="sa-figures">
        <Figure
          title={texts.candidatesByPlan}
          value={value((ready) => (
            <dl className="sa-figures__plans">
              {planNames.map((plan) => (
                <div key={plan}>
                  <dt>{plan}</dt>
                  <dd>{ready.candidatesByPlan[plan]}</dd>
                </div>
              ))}
              <div>
                <dt>{texts.noPlan}</dt>
                <dd>{ready.candidatesByPlan.none}</dd>
              </div>
            </dl>
          ))}
          link={texts.viewCandidates}
          to="/registered-candidates"
        />
        <Figure
          title={texts.subscribersWithoutAdmin}
          value={value((ready) => ready.subscribersWithoutAdmin)}
          link={texts.viewUnassigned}
          to="/subscribers?filter=unassigned"
        />
        <Figure
          title={texts.activeAdmins}
          value={value((ready) => ready.activeAdmins)}
          link={texts.viewAdmins}
          to="/admins"
        />
        <Figure
          title={texts.applicationsThisWeek}
          value={value((ready) => ready.applicationsThisWeek)}
          link={texts.viewJobHistory}
          to="/admins"
        />
        <Figure
          title={texts.revenueThisMonth}
          value={value((ready) => formatAmount(ready.revenueThisMonth))}
          link={texts.viewSubscribers}
          to="/subscribers"
        />
      </div>
    </Panel>
  );
}
