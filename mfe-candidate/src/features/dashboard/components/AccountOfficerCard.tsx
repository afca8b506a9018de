import { Panel } from '@portal/shared/ui';
import type { CandidateDashboard } from '@portal/shared/contracts';
import { messages } from '../../../texts';
import './dashboard.css';

/** Who makes the applications: the assigned admin's name, or 'Not assigned yet'. */
export function AccountOfficerCard({ officer }: { officer: CandidateDashboard['accountOfficer'] }) {
  return (
    <Panel title={messages.accountOfficerCardTitle}>
      {officer ? (
        <div className="candidate-dashboard__figure">
          <span className="candidate-dashboard__strong">{`${officer.firstName} ${officer.lastName}`.trim()}</span>
          <span className="candidate-dashboard__secondary">{officer.email}</span>
        </div>
      ) : (
        <span>{messages.notAssignedYet}</span>
      )}
    </Panel>
  );
}
