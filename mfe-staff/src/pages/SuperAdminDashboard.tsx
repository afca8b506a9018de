import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useSession } from '@portal/shared';
import { CandidateTable } from '../candidates/CandidateTable';
import { LoadFailure } from '../candidates/LoadFailure';
import { useUsers } from '../candidates/use-candidates';
import { messages } from '../texts';

/**
 * The super admin's dashboard (spec section 2: the first two candidates), plus how many candidates
 * and admins there are. The candidates call's totalDocs is the candidate count; admins are counted
 * with a one-row page.
 */
export default function SuperAdminDashboard() {
  const firstName = useSession((state) => state.user?.firstName);
  const candidates = useUsers('user', 2);
  const admins = useUsers('admin', 1);

  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="dashboard-superAdmin">
      <Typography.Title level={2} style={{ margin: 0 }}>
        {messages.dashboardGreeting}, {firstName?.trim() || messages.noName}
      </Typography.Title>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12}>
          <Card>
            {candidates.error && !candidates.data ? (
              <LoadFailure onRetry={() => void candidates.mutate()} />
            ) : (
              <Statistic
                title={messages.registeredCandidates}
                value={candidates.data?.data.totalDocs ?? 0}
                loading={candidates.isLoading}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} sm={12}>
          <Card>
            {admins.error && !admins.data ? (
              <LoadFailure onRetry={() => void admins.mutate()} />
            ) : (
              <Statistic title={messages.admins} value={admins.data?.data.totalDocs ?? 0} loading={admins.isLoading} />
            )}
          </Card>
        </Col>
      </Row>
      <Card title={messages.latestCandidates}>
        {candidates.error && !candidates.data ? (
          <LoadFailure onRetry={() => void candidates.mutate()} />
        ) : (
          <CandidateTable candidates={candidates.data?.data.docs ?? []} loading={candidates.isLoading} />
        )}
      </Card>
    </div>
  );
}
