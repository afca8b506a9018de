import { Card, Typography } from 'antd';
import type { CandidateDashboard } from '@portal/shared/contracts';
import { messages } from '../../../texts';

/** Who makes the applications: the assigned admin's name, or 'Not assigned yet'. */
export function AccountOfficerCard({ officer }: { officer: CandidateDashboard['accountOfficer'] }) {
  return (
    <Card title={messages.accountOfficerCardTitle}>
      {officer ? (
        <div style={{ display: 'grid', gap: 4, gridTemplateColumns: 'minmax(0, 1fr)' }}>
          <Typography.Text strong style={{ fontSize: 18 }}>
            {`${officer.firstName} ${officer.lastName}`.trim()}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {officer.email}
          </Typography.Text>
        </div>
      ) : (
        <Typography.Text>{messages.notAssignedYet}</Typography.Text>
      )}
    </Card>
  );
}
