import { useState } from 'react';
import { Statistic } from 'antd';
import { useSession } from '@portal/shared';
import { Pagination, Panel } from '@portal/shared/ui';
import { CandidateTable } from '../candidates/CandidateTable';
import { LoadFailure } from '../candidates/LoadFailure';
import { useUsers } from '../candidates/use-candidates';
import { messages } from '../texts';
import '../candidates/staff-dashboard.css';

const PAGE_SIZE = 5;

/** The admin's dashboard: their assigned candidates (the server restricts the list to them), paged. */
export default function AdminDashboard() {
  const firstName = useSession((state) => state.user?.firstName);
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useUsers('user', PAGE_SIZE, page);
  const candidates = data?.data;
  // keepPreviousData keeps the last page's rows while another page loads; if that page fails, they are not its rows.
  const failed = Boolean(error) && (!candidates || candidates.page !== page);

  return (
    <div style={{ display: 'grid', gap: 16 }} data-testid="dashboard-admin">
      <h2 className="staff-dashboard__greeting">
        {messages.dashboardGreeting}, {firstName?.trim() || messages.noName}
      </h2>
      <Panel>
        <Statistic title={messages.totalCandidates} value={candidates?.totalDocs ?? 0} loading={isLoading} />
      </Panel>
      <Panel title={messages.assignedCandidates}>
        {failed ? (
          <LoadFailure onRetry={() => void mutate()} />
        ) : candidates && candidates.totalDocs === 0 ? (
          <p className="staff-dashboard__empty">{messages.noCandidatesAssigned}</p>
        ) : (
          <>
            <CandidateTable candidates={candidates?.docs ?? []} loading={isLoading} />
            <Pagination page={page} totalPages={candidates?.totalPages ?? 0} onChange={setPage} />
          </>
        )}
      </Panel>
    </div>
  );
}
