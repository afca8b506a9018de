import { Col, Row, Statistic } from 'antd';
import { Link } from 'react-router-dom';
import { Panel } from '@portal/shared/ui';
import { CandidateTable } from './CandidateTable';
import { LoadFailure } from '../../../components/LoadFailure';
import { useUsers } from '../api/users';
import { messages } from '../../../texts';

/**
 * The super admin's dashboard panels (spec section 2: the first two candidates), plus how many registered (verified)
 * candidates and admins there are. The candidates call's totalDocs is the candidate count; admins are counted
 * with a one-row page.
 */
export function CandidatesOverview() {
  // The registered candidates are the verified ones, as on /registered-candidates.
  const candidates = useUsers('user', 2, { verified: true });
  const admins = useUsers('admin', 1);

  return (
    <>
      <Row gutter={[16, 16]}>
        <Col xs={24} sm={12}>
          <Panel>
            {candidates.error && !candidates.data ? (
              <LoadFailure onRetry={() => void candidates.mutate()} />
            ) : (
              <Statistic
                title={<Link to="/registered-candidates">{messages.registeredCandidates}</Link>}
                value={candidates.data?.data.totalDocs ?? 0}
                loading={candidates.isLoading}
              />
            )}
          </Panel>
        </Col>
        <Col xs={24} sm={12}>
          <Panel>
            {admins.error && !admins.data ? (
              <LoadFailure onRetry={() => void admins.mutate()} />
            ) : (
              <Statistic
                title={<Link to="/admins">{messages.admins}</Link>}
                value={admins.data?.data.totalDocs ?? 0}
                loading={admins.isLoading}
              />
            )}
          </Panel>
        </Col>
      </Row>
      <Panel title={messages.latestCandidates}>
        {candidates.error && !candidates.data ? (
          <LoadFailure onRetry={() => void candidates.mutate()} />
        ) : (
          <CandidateTable candidates={candidates.data?.data.docs ?? []} loading={candidates.isLoading} />
        )}
      </Panel>
    </>
  );
}
